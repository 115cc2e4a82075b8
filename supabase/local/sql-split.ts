/**
 * Splits a SQL script into top-level statements, the way the Supabase CLI records a migration's
 * `statements` in `supabase_migrations.schema_migrations`.
 *
 * Understands the lexical forms that may contain `;`: single-quoted strings (with `''` and
 * `E'\''`), quoted identifiers, dollar-quoted bodies (`$$ … $$`, `$tag$ … $tag$`), line comments
 * and nested block comments (https://www.postgresql.org/docs/17/sql-syntax-lexical.html).
 * `BEGIN ATOMIC … END` bodies are not split inside.
 */

/**
 * @param sql - A whole script.
 * @returns Non-empty statements, trimmed, without the terminating `;`.
 */
export function splitSqlStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  let atomicDepth = 0;
  const n = sql.length;
  // Whether the current statement has anything besides whitespace and comments.
  let hasContent = false;
  const push = (end: number): void => {
    const text = sql.slice(start, end).trim();
    if (hasContent && text !== '') statements.push(text);
    hasContent = false;
  };
  while (i < n) {
    const ch = sql[i];
    const next = sql[i + 1];
    const isComment = (ch === '-' && next === '-') || (ch === '/' && next === '*');
    if (!isComment && ch !== ';' && !/\s/.test(ch ?? '')) hasContent = true;
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (ch === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (sql[i] === '/' && sql[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (sql[i] === '*' && sql[i + 1] === '/') {
          depth--;
          i += 2;
        } else i++;
      }
    } else if (ch === "'") {
      const escaped = i > 0 && /[eE]/.test(sql[i - 1] ?? '') && !/[\w$]/.test(sql[i - 2] ?? '');
      i++;
      while (i < n) {
        if (escaped && sql[i] === '\\') {
          i += 2;
          continue;
        }
        if (sql[i] === "'") {
          if (sql[i + 1] === "'") {
            i += 2;
            continue;
          }
          break;
        }
        i++;
      }
      i++;
    } else if (ch === '"') {
      i++;
      while (i < n) {
        if (sql[i] === '"') {
          if (sql[i + 1] === '"') {
            i += 2;
            continue;
          }
          break;
        }
        i++;
      }
      i++;
    } else if (ch === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
      const match = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (match) {
        const tag = match[0];
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? n : end + tag.length;
      } else {
        i++;
      }
    } else if (/[A-Za-z_]/.test(ch ?? '') && !/[\w$]/.test(sql[i - 1] ?? '')) {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(i))?.[0] ?? '';
      const upper = word.toUpperCase();
      if (upper === 'ATOMIC' && /BEGIN\s+$/i.test(sql.slice(Math.max(0, i - 20), i))) atomicDepth++;
      else if (atomicDepth > 0 && upper === 'CASE') atomicDepth++;
      else if (atomicDepth > 0 && upper === 'END') atomicDepth--;
      i += word.length;
    } else if (ch === ';' && atomicDepth === 0) {
      push(i);
      i++;
      start = i;
    } else {
      i++;
    }
  }
  push(n);
  return statements;
}
