/**
 * Runs SQL as the superuser and answers the rows: a `pg` client (`db.query(...)` answers
 * `{ rows }`) or the end-to-end `db` fixture (answers the rows).
 */
export type Query = <Row extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<Row[]>;

/** A {@link Query} of a connected `pg` client. */
export function queryOf(client: {
  query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
}): Query {
  return async <Row extends Record<string, unknown>>(sql: string, params?: unknown[]) =>
    (await client.query(sql, params)).rows as Row[];
}

/** A place where a searched text was found. */
export interface Trace {
  /** `schema.table.column`. */
  column: string;
  /** The text that was found there. */
  needle: string;
  rows: number;
}

/**
 * Every text-like column (text, varchar, char, citext, name…), json and jsonb column and array
 * of those of every table in the schemas `public` and `private`, read from the catalogue, so a
 * table added by a later migration is searched without a change here.
 */
export async function searchableColumns(
  query: Query,
): Promise<{ schema: string; table: string; column: string }[]> {
  return query<{ schema: string; table: string; column: string }>(
    `select n.nspname as schema, c.relname as table, a.attname as column
     from pg_catalog.pg_attribute as a
     join pg_catalog.pg_class as c on c.oid = a.attrelid
     join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
     join pg_catalog.pg_type as t on t.oid = a.atttypid
     left join pg_catalog.pg_type as e on e.oid = t.typelem and t.typcategory = 'A'
     where n.nspname in ('public', 'private')
       and c.relkind in ('r', 'p', 'm')
       and a.attnum > 0 and not a.attisdropped
       and (t.typcategory = 'S' or t.typname in ('json', 'jsonb')
            or e.typcategory = 'S' or e.typname in ('json', 'jsonb'))
     order by 1, 2, 3`,
  );
}

/**
 * Where any of `needles` occurs (case-insensitively, anywhere in the value) in any column of
 * {@link searchableColumns}, as the superuser (no row-level security).
 */
export async function findTraces(query: Query, needles: readonly string[]): Promise<Trace[]> {
  const found: Trace[] = [];
  for (const { schema, table, column } of await searchableColumns(query)) {
    for (const needle of needles) {
      const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const r = await query<{ n: number }>(
        `select count(*)::int as n from ${ident(schema)}.${ident(table)} where ${ident(column)}::text ilike $1`,
        [pattern],
      );
      const rows = r[0]?.n ?? 0;
      if (rows > 0) found.push({ column: `${schema}.${table}.${column}`, needle, rows });
    }
  }
  return found;
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
