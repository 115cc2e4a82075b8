/**
 * Parser for PostgREST's URL grammar (https://docs.postgrest.org/en/v12/references/api/tables_views.html):
 * `select` lists, horizontal filters (`col=op.value`, `not.`), logical trees (`or=(…)`,
 * `and=(…)`), `order`, `limit` and `offset`. Produces an AST only; names are checked against the
 * schema cache and quoted later, and values always travel as bind parameters.
 */
import { parseError, type RestError } from './errors';

/** One `->` / `->>` step of a JSON path ("JSON Columns"). */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string | number;
}

/** A column reference with an optional JSON path: `data->a->>b`. */
export interface ColumnRef {
  column: string;
  path: JsonStep[];
}

/** An item of `select` ("Vertical Filtering", "Renaming Columns", "Casting Columns"). */
export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; ref: ColumnRef; alias?: string; cast?: string }
  | { kind: 'embed'; name: string };

/** Operators of "Operators" (https://docs.postgrest.org/en/v12/references/api/tables_views.html#operators). */
const OPERATOR_LIST = [
  ...['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'],
  ...['in', 'is', 'isdistinct', 'cs', 'cd', 'ov'],
] as const;
export type Operator = (typeof OPERATOR_LIST)[number];
const OPERATORS = new Set<string>(OPERATOR_LIST);

/** `is` accepts only these (case-insensitive). */
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

/** A single comparison. */
export interface FilterNode {
  kind: 'filter';
  negate: boolean;
  ref: ColumnRef;
  op: Operator;
  /** Raw text (`eq`…), list items (`in`) or keyword (`is`). */
  value: string | string[];
}

/** `and(...)` / `or(...)`, possibly negated. */
export interface LogicNode {
  kind: 'logic';
  negate: boolean;
  op: 'and' | 'or';
  children: Condition[];
}

/** A WHERE condition. */
export type Condition = FilterNode | LogicNode;

/** One `order` term ("Ordering"). */
export interface OrderTerm {
  ref: ColumnRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    private readonly what: string,
  ) {}
  peek(n = 0): string {
    return this.text[this.pos + n] ?? '';
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  done(): boolean {
    return this.pos >= this.text.length;
  }
  fail(expecting: string): RestError {
    const found = this.done() ? 'end of input' : `"${this.peek()}"`;
    return parseError(this.what, this.text, `unexpected ${found} expecting ${expecting}`, this.pos + 1);
  }
  expect(s: string): void {
    if (!this.startsWith(s)) throw this.fail(`"${s}"`);
    this.pos += s.length;
  }
}

/** Unquoted identifier characters PostgREST accepts in field names. */
const NAME_CHAR = /[\p{L}\p{N}_$ ]/u;

function parseName(c: Cursor, expecting = 'field name'): string {
  if (c.peek() === '"') {
    c.pos++;
    let out = '';
    while (!c.done() && c.peek() !== '"') {
      if (c.peek() === '\\' && c.peek(1) !== '') c.pos++;
      out += c.peek();
      c.pos++;
    }
    c.expect('"');
    return out;
  }
  let out = '';
  while (!c.done() && NAME_CHAR.test(c.peek())) {
    out += c.peek();
    c.pos++;
  }
  if (out.trim() === '') throw c.fail(expecting);
  return out.trim();
}

function parseJsonPath(c: Cursor): JsonStep[] {
  const path: JsonStep[] = [];
  while (c.startsWith('->')) {
    const arrow: JsonStep['arrow'] = c.startsWith('->>') ? '->>' : '->';
    c.pos += arrow.length;
    if (/^-?\d+(?![\p{L}_$])/u.test(c.text.slice(c.pos))) {
      const m = /^-?\d+/.exec(c.text.slice(c.pos))?.[0] ?? '';
      c.pos += m.length;
      path.push({ arrow, key: Number(m) });
    } else {
      path.push({ arrow, key: parseName(c, 'json key') });
    }
  }
  return path;
}

function parseColumnRef(c: Cursor): ColumnRef {
  const column = parseName(c);
  return { column, path: parseJsonPath(c) };
}

/**
 * Parses `select`: `*`, `col`, `alias:col`, `col::type`, `data->a->>b`, comma separated.
 * Embedded resources (`rel(*)`) are recognised so they can be refused with PostgREST's
 * relationship error.
 *
 * @throws RestError PGRST100 on bad grammar.
 */
export function parseSelect(text: string): SelectItem[] {
  const c = new Cursor(text, 'select parameter');
  const items: SelectItem[] = [];
  if (text.trim() === '') return [{ kind: 'star' }];
  for (;;) {
    if (c.peek() === '*') {
      c.pos++;
      items.push({ kind: 'star' });
    } else {
      let alias: string | undefined;
      let ref = parseColumnRef(c);
      if (c.peek() === ':' && c.peek(1) !== ':') {
        c.pos++;
        if (ref.path.length > 0) throw c.fail('field name');
        alias = ref.column;
        ref = parseColumnRef(c);
      }
      if (c.peek() === '!' || c.peek() === '(') {
        // Embedded resource: skip to the matching parenthesis.
        let depth = 0;
        while (!c.done()) {
          if (c.peek() === '(') depth++;
          if (c.peek() === ')') {
            depth--;
            if (depth === 0) {
              c.pos++;
              break;
            }
          }
          c.pos++;
        }
        if (depth !== 0) throw c.fail('")"');
        items.push({ kind: 'embed', name: ref.column });
      } else {
        let cast: string | undefined;
        if (c.startsWith('::')) {
          c.pos += 2;
          const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(c.text.slice(c.pos))?.[0];
          if (!m) throw c.fail('type name');
          c.pos += m.length;
          cast = m;
        }
        items.push({ kind: 'column', ref, alias, cast });
      }
    }
    if (c.done()) break;
    if (c.peek() !== ',') throw c.fail('",", "::", "->", "->>" or end of input');
    c.pos++;
  }
  return items;
}

function normaliseIs(value: string, c: Cursor): string {
  const v = value.toLowerCase();
  if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(v)) throw c.fail('null or trilean value');
  return v;
}

function parseList(c: Cursor): string[] {
  c.expect('(');
  const items: string[] = [];
  if (c.peek() === ')') {
    c.pos++;
    return items;
  }
  for (;;) {
    if (c.peek() === '"') {
      c.pos++;
      let out = '';
      while (!c.done() && c.peek() !== '"') {
        if (c.peek() === '\\' && c.peek(1) !== '') c.pos++;
        out += c.peek();
        c.pos++;
      }
      c.expect('"');
      items.push(out);
    } else {
      let out = '';
      while (!c.done() && c.peek() !== ',' && c.peek() !== ')') {
        out += c.peek();
        c.pos++;
      }
      items.push(out);
    }
    if (c.peek() === ',') {
      c.pos++;
      continue;
    }
    c.expect(')');
    return items;
  }
}

/**
 * Parses `[not.]op.value` (after `col=`), leaving the cursor after the value.
 * In a logic tree a value ends at `,` or `)` unless double-quoted or in `{…}`.
 */
function parseOperation(
  c: Cursor,
  inTree: boolean,
): { negate: boolean; op: Operator; value: string | string[] } {
  let negate = false;
  if (c.startsWith('not.')) {
    negate = true;
    c.pos += 4;
  }
  const opName = /^[a-z]+/.exec(c.text.slice(c.pos))?.[0] ?? '';
  if (!OPERATORS.has(opName)) throw c.fail('operator (eq, gt, ...)');
  c.pos += opName.length;
  const op = opName as Operator;
  c.expect('.');
  if (op === 'in') return { negate, op, value: parseList(c) };
  let value = '';
  if (!inTree) {
    value = c.text.slice(c.pos);
    c.pos = c.text.length;
  } else if (c.peek() === '"') {
    c.pos++;
    while (!c.done() && c.peek() !== '"') {
      if (c.peek() === '\\' && c.peek(1) !== '') c.pos++;
      value += c.peek();
      c.pos++;
    }
    c.expect('"');
  } else if (c.peek() === '{') {
    const end = c.text.indexOf('}', c.pos);
    if (end === -1) throw c.fail('"}"');
    value = c.text.slice(c.pos, end + 1);
    c.pos = end + 1;
  } else {
    while (!c.done() && c.peek() !== ',' && c.peek() !== ')') {
      value += c.peek();
      c.pos++;
    }
  }
  if (op === 'is') value = normaliseIs(value, c);
  return { negate, op, value };
}

/**
 * Parses a horizontal filter `key=value`, e.g. `age=gte.18`, `id=not.in.(1,2)`.
 *
 * @param key - Query parameter name (column, optionally with a JSON path).
 * @param value - Query parameter value.
 * @throws RestError PGRST100 on bad grammar.
 */
export function parseFilter(key: string, value: string): FilterNode {
  const keyCursor = new Cursor(key, 'filter');
  const ref = parseColumnRef(keyCursor);
  if (!keyCursor.done()) throw keyCursor.fail('"->", "->>" or "="');
  const c = new Cursor(value, 'filter');
  const { negate, op, value: v } = parseOperation(c, false);
  if (!c.done()) throw c.fail('end of input');
  return { kind: 'filter', negate, ref, op, value: v };
}

/**
 * Deepest `and(…)`/`or(…)` nesting accepted. PostgREST parses any depth; the local stack stops
 * at 100 with PGRST100 (400) so that parsing and SQL building stay within the JS stack.
 */
const MAX_LOGIC_DEPTH = 100;

function parseTreeBody(c: Cursor, depth = 1): Condition[] {
  if (depth > MAX_LOGIC_DEPTH) throw c.fail(`at most ${MAX_LOGIC_DEPTH} nested logic operators`);
  c.expect('(');
  const children: Condition[] = [];
  for (;;) {
    let negate = false;
    if (c.startsWith('not.and(') || c.startsWith('not.or(')) {
      negate = true;
      c.pos += 4;
    }
    if (c.startsWith('and(') || c.startsWith('or(')) {
      const op = c.startsWith('and(') ? 'and' : 'or';
      c.pos += op.length;
      children.push({ kind: 'logic', negate, op, children: parseTreeBody(c, depth + 1) });
    } else {
      const ref = parseColumnRef(c);
      c.expect('.');
      const operation = parseOperation(c, true);
      children.push({ kind: 'filter', ref, ...operation });
    }
    if (c.peek() === ',') {
      c.pos++;
      continue;
    }
    c.expect(')');
    return children;
  }
}

/**
 * Parses a logical operator parameter: key `or` / `and` / `not.or` / `not.and`, value
 * `(a.eq.1,b.gt.2,and(c.is.null,d.in.(1,2)))` ("Logical operators").
 *
 * @throws RestError PGRST100 on bad grammar.
 */
export function parseLogic(key: 'or' | 'and' | 'not.or' | 'not.and', value: string): LogicNode {
  const c = new Cursor(value, 'logic tree');
  const children = parseTreeBody(c);
  if (!c.done()) throw c.fail('end of input');
  return { kind: 'logic', negate: key.startsWith('not.'), op: key.endsWith('or') ? 'or' : 'and', children };
}

/**
 * Parses `order=col.desc.nullslast,other` ("Ordering").
 *
 * @throws RestError PGRST100 on bad grammar.
 */
export function parseOrder(text: string): OrderTerm[] {
  const c = new Cursor(text, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    const term: OrderTerm = { ref: parseColumnRef(c) };
    while (c.peek() === '.') {
      c.pos++;
      const word = /^[a-z]+/.exec(c.text.slice(c.pos))?.[0] ?? '';
      if (word === 'asc' || word === 'desc') term.direction = word;
      else if (word === 'nullsfirst') term.nulls = 'first';
      else if (word === 'nullslast') term.nulls = 'last';
      else throw c.fail('"asc", "desc", "nullsfirst" or "nullslast"');
      c.pos += word.length;
    }
    terms.push(term);
    if (c.done()) return terms;
    c.expect(',');
  }
}

/**
 * Parses `limit` / `offset`: a non-negative integer.
 *
 * @throws RestError PGRST100.
 */
export function parseNonNegativeInt(what: 'limit' | 'offset', text: string): number {
  if (!/^\d+$/.test(text)) {
    throw parseError(`${what} parameter`, text, `unexpected "${text.slice(0, 1)}" expecting digit`);
  }
  return Number(text);
}
