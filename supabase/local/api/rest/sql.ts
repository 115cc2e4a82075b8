/**
 * SQL generation for the REST AST. Every identifier comes from the schema cache (checked, then
 * double-quoted); every value is a bind parameter. The statement shapes follow PostgREST's
 * query builder: a `pgrst_source` CTE wrapped by an aggregate that returns the total, the
 * page count and the JSON body built by Postgres itself (`json_agg`), so JSON rendering of
 * timestamps, numerics and arrays is Postgres' own.
 */
import type { ColumnInfo, TableInfo } from './catalogue';
import { RestError, unknownColumn } from './errors';
import type { ColumnRef, Condition, OrderTerm, SelectItem } from './grammar';

/** Bind parameters collected while building a statement. */
export class Params {
  readonly values: unknown[] = [];
  /** @returns `$n` for `value`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Double-quotes an identifier (`"` doubled), as PostgREST's `pgFmtIdent`. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A relation whose columns a statement may reference. */
export interface Relation {
  /** Name used in error messages (`column <label>.<col> does not exist`). */
  label: string;
  /** SQL that qualifies a column, e.g. `"public"."events"`. */
  qualifier: string;
  columns: Map<string, ColumnInfo>;
  columnOrder: string[];
}

/** @returns The relation of a table or view. */
export function tableRelation(table: TableInfo): Relation {
  return {
    label: table.name,
    qualifier: `${ident(table.schema)}.${ident(table.name)}`,
    columns: table.columns,
    columnOrder: table.columnOrder,
  };
}

function column(rel: Relation, name: string): ColumnInfo {
  const info = rel.columns.get(name);
  if (!info) throw unknownColumn(rel.label, name);
  return info;
}

/** SQL for a column reference with its JSON path (`->` / `->>` with bound keys). */
export function refSql(rel: Relation, ref: ColumnRef, params: Params): string {
  column(rel, ref.column);
  let sql = `${rel.qualifier}.${ident(ref.column)}`;
  for (const step of ref.path) {
    sql +=
      typeof step.key === 'number'
        ? `${step.arrow}${params.add(step.key)}::int`
        : `${step.arrow}${params.add(step.key)}::text`;
  }
  return sql;
}

/** Name PostgREST gives a selected column: the alias, else the last JSON key, else the column. */
function outputName(ref: ColumnRef, alias?: string): string {
  if (alias) return alias;
  const last = ref.path[ref.path.length - 1];
  return last === undefined ? ref.column : String(last.key);
}

/**
 * Builds the select list.
 *
 * @param hasType - Checks a cast target against pg_type.
 * @throws RestError 42703 for an unknown column, PGRST100 for an unknown cast type,
 *   PGRST200 for an embedded resource (not supported here: no relationships are exposed).
 */
export async function selectListSql(
  rel: Relation,
  items: SelectItem[],
  params: Params,
  hasType: (t: string) => Promise<boolean>,
): Promise<string> {
  const parts: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      parts.push(`${rel.qualifier}.*`);
    } else if (item.kind === 'embed') {
      throw new RestError(400, {
        code: 'PGRST200',
        message: `Could not find a relationship between '${rel.label}' and '${item.name}' in the schema cache`,
        details: `Searched for a foreign key relationship between '${rel.label}' and '${item.name}' in the schema 'public', but no matches were found.`,
        hint: null,
      });
    } else {
      let sql = refSql(rel, item.ref, params);
      if (item.cast !== undefined) {
        const typname = CAST_ALIASES[item.cast.toLowerCase()] ?? item.cast;
        if (!(await hasType(typname))) {
          throw new RestError(400, {
            code: '42704',
            message: `type "${item.cast}" does not exist`,
            details: null,
            hint: null,
          });
        }
        sql = `(${sql})::${ident(typname)}`;
      }
      parts.push(`${sql} AS ${ident(outputName(item.ref, item.alias))}`);
    }
  }
  return parts.join(', ');
}

const CAST_ALIASES: Record<string, string> = {
  int: 'int4',
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  boolean: 'bool',
  real: 'float4',
  float: 'float8',
  decimal: 'numeric',
};

/** Renders a list as a Postgres array literal: `{"a","b,c"}`. */
function arrayLiteral(items: string[]): string {
  return `{${items.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
};

/**
 * SQL for a condition tree.
 *
 * @throws RestError 42703 for an unknown column.
 */
export function conditionSql(rel: Relation, cond: Condition, params: Params): string {
  if (cond.kind === 'logic') {
    const inner = cond.children
      .map((c) => conditionSql(rel, c, params))
      .join(cond.op === 'and' ? ' AND ' : ' OR ');
    const sql = `(${inner || (cond.op === 'and' ? 'TRUE' : 'FALSE')})`;
    return cond.negate ? `NOT ${sql}` : sql;
  }
  const target = refSql(rel, cond.ref, params);
  let sql: string;
  const value = cond.value;
  switch (cond.op) {
    case 'is': {
      const kw: Record<string, string> = {
        null: 'IS NULL',
        not_null: 'IS NOT NULL',
        true: 'IS TRUE',
        false: 'IS FALSE',
        unknown: 'IS UNKNOWN',
      };
      sql = `${target} ${kw[String(value)] ?? 'IS NULL'}`;
      break;
    }
    case 'in':
      sql = `${target} = ANY (${params.add(arrayLiteral(Array.isArray(value) ? value : [value]))})`;
      break;
    case 'like':
    case 'ilike':
      // "*" may stand for "%" in URLs.
      sql = `${target} ${COMPARISON[cond.op]} ${params.add(String(value).replace(/\*/g, '%'))}`;
      break;
    case 'cs':
    case 'cd':
    case 'ov': {
      const info = column(rel, cond.ref.column);
      const last = cond.ref.path[cond.ref.path.length - 1];
      const type = last === undefined ? info.type : last.arrow === '->' ? 'jsonb' : 'text';
      // The type text comes from pg_catalog (format_type), never from the request.
      sql = `${target} ${COMPARISON[cond.op]} ${params.add(String(value))}::${type}`;
      break;
    }
    default:
      sql = `${target} ${COMPARISON[cond.op]} ${params.add(String(value))}`;
  }
  return cond.negate ? `NOT (${sql})` : sql;
}

/** `WHERE …` for a list of conditions (ANDed), or an empty string. */
export function whereSql(rel: Relation, conds: Condition[], params: Params): string {
  if (conds.length === 0) return '';
  return ` WHERE ${conds.map((c) => conditionSql(rel, c, params)).join(' AND ')}`;
}

/** `ORDER BY …` or an empty string. */
export function orderSql(rel: Relation, terms: OrderTerm[], params: Params): string {
  if (terms.length === 0) return '';
  const parts = terms.map((t) => {
    let sql = refSql(rel, t.ref, params);
    if (t.direction) sql += t.direction === 'asc' ? ' ASC' : ' DESC';
    if (t.nulls) sql += t.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return sql;
  });
  return ` ORDER BY ${parts.join(', ')}`;
}

/** `LIMIT $n OFFSET $m` (only the parts given). */
export function limitSql(limit: number | undefined, offset: number | undefined, params: Params): string {
  let sql = '';
  if (limit !== undefined) sql += ` LIMIT ${params.add(limit)}`;
  if (offset !== undefined && offset > 0) sql += ` OFFSET ${params.add(offset)}`;
  return sql;
}

/** How the response body is aggregated. */
export type BodyShape = 'array' | 'object' | 'array-stripped' | 'object-stripped';

/**
 * Wraps a source statement as PostgREST does:
 * `WITH pgrst_source AS (<source>) SELECT <total>, count(t), <json body> FROM (SELECT <select> FROM pgrst_source) t`.
 *
 * @param source - A SELECT, or a data-modifying statement with RETURNING.
 * @param outerSelect - Select list over `pgrst_source` (e.g. `"pgrst_source".*`).
 * @param totalSql - SQL for the exact total (`(SELECT count(*) …)`) or `NULL`.
 * @returns Statement producing one row `{ total_result_set, page_total, body }`.
 */
export function wrapSql(source: string, outerSelect: string, totalSql: string, shape: BodyShape): string {
  const row = shape.endsWith('stripped')
    ? 'json_strip_nulls(row_to_json(_postgrest_t))'
    : 'row_to_json(_postgrest_t)';
  const body = shape.startsWith('object')
    ? `coalesce((json_agg(${row})->0)::text, '')`
    : `coalesce(json_agg(${row}), '[]')::text`;
  return `WITH pgrst_source AS (${source}) SELECT ${totalSql}::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ${body} AS body FROM (SELECT ${outerSelect} FROM pgrst_source) _postgrest_t`;
}
