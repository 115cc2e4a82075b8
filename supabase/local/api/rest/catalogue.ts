/**
 * The schema cache: tables, views, columns, primary keys, functions and type names of the
 * exposed schema, read from pg_catalog as PostgREST does
 * (https://docs.postgrest.org/en/v12/references/schema_cache.html). Like PostgREST's cache it
 * lists every object regardless of the request role's privileges; grants and RLS decide at
 * execution time. Refreshed on demand (a lookup miss reloads it, at most once per second).
 */
import type pg from 'pg';

/** One column. */
export interface ColumnInfo {
  name: string;
  /** `format_type()` of the column, e.g. `text`, `timestamp with time zone`, `text[]`. */
  type: string;
  /** pg_type.typname, e.g. `text`, `_text`, `jsonb`. */
  typname: string;
}

/** One table, view, materialized view or foreign table. */
export interface TableInfo {
  schema: string;
  name: string;
  columns: Map<string, ColumnInfo>;
  /** Column names in table order. */
  columnOrder: string[];
  /** Primary key columns, in key order (empty for views). */
  primaryKey: string[];
}

/** One input argument of a function. */
export interface ArgInfo {
  name: string;
  /** `format_type()` of the argument type (trusted catalogue text, used in SQL). */
  type: string;
  hasDefault: boolean;
}

/** One function overload. */
export interface FunctionInfo {
  schema: string;
  name: string;
  args: ArgInfo[];
  /** `setof` / `returns table`. */
  returnsSet: boolean;
  /** `void`, a scalar, or a composite (table row type or OUT/TABLE columns). */
  returnKind: 'void' | 'scalar' | 'composite';
  /** Columns of a composite result. */
  returnColumns: ColumnInfo[];
  /** `i`mmutable, `s`table or `v`olatile. */
  volatility: 'i' | 's' | 'v';
  /**
   * Media type handled by the function ("Media Type Handlers"): the name of the domain it
   * returns when that name is a media type, e.g. `text/calendar` or `*\/*`.
   */
  mediaType?: string;
  /** Whether the handler's domain is over bytea (raw bytes) rather than text. */
  binary?: boolean;
}

interface Snapshot {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
  types: Set<string>;
  /** `alter role … set …` of each role, for this database or all databases. */
  roleSettings: Map<string, Array<[string, string]>>;
}

const EXPOSED_SCHEMA = 'public';

/** Cached view of the exposed schema. */
export class Catalogue {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  private loadedAt = 0;

  /** @param admin - A pool that can read pg_catalog (the superuser pool). */
  constructor(private readonly admin: pg.Pool) {}

  /** The exposed schema's name (`public`, as in the CLI's default `[api] schemas`). */
  get schema(): string {
    return EXPOSED_SCHEMA;
  }

  /** Forgets the cache; the next lookup reloads it (PostgREST's `NOTIFY pgrst, 'reload schema'`). */
  invalidate(): void {
    this.snapshot = undefined;
  }

  private async load(): Promise<Snapshot> {
    if (this.snapshot) return this.snapshot;
    this.loading ??= this.read().finally(() => {
      this.loading = undefined;
    });
    this.snapshot = await this.loading;
    this.loadedAt = Date.now();
    return this.snapshot;
  }

  private async lookup<T>(get: (s: Snapshot) => T | undefined): Promise<T | undefined> {
    const found = get(await this.load());
    if (found !== undefined || Date.now() - this.loadedAt < 1000) return found;
    this.invalidate();
    return get(await this.load());
  }

  /** @returns The table or view `name` of the exposed schema, or undefined. */
  table(name: string): Promise<TableInfo | undefined> {
    return this.lookup((s) => s.tables.get(name));
  }

  /** @returns Every overload of function `name` in the exposed schema, or undefined. */
  functions(name: string): Promise<FunctionInfo[] | undefined> {
    return this.lookup((s) => s.functions.get(name));
  }

  /**
   * The settings PostgREST applies inside a request's transaction for the impersonated role
   * ("Transactions > Impersonated Role Settings").
   */
  async roleSettings(role: string): Promise<Array<[string, string]>> {
    return (await this.load()).roleSettings.get(role) ?? [];
  }

  /**
   * `pgrst.db_pre_request` of the `authenticator` role ("Configuration > In-Database
   * Configuration", read with the role's other `pgrst.*` settings, reloaded with the cache).
   */
  async preRequest(): Promise<string | undefined> {
    const settings = await this.roleSettings('authenticator');
    return settings.find(([k]) => k === 'pgrst.db_pre_request')?.[1] || undefined;
  }

  /** @returns Whether `typname` names a type in pg_type (used to validate `::cast`). */
  async hasType(typname: string): Promise<boolean> {
    return (await this.lookup((s) => (s.types.has(typname) ? true : undefined))) ?? false;
  }

  private async read(): Promise<Snapshot> {
    const tables = new Map<string, TableInfo>();
    const columns = await this.admin.query<{
      relname: string;
      attname: string;
      type: string;
      typname: string;
    }>(
      `select c.relname, a.attname, format_type(a.atttypid, a.atttypmod) as type, t.typname
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         left join pg_type t on t.oid = a.atttypid
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
        order by c.relname, a.attnum`,
      [EXPOSED_SCHEMA],
    );
    for (const row of columns.rows) {
      let table = tables.get(row.relname);
      if (!table) {
        table = {
          schema: EXPOSED_SCHEMA,
          name: row.relname,
          columns: new Map(),
          columnOrder: [],
          primaryKey: [],
        };
        tables.set(row.relname, table);
      }
      if (row.attname) {
        table.columns.set(row.attname, { name: row.attname, type: row.type, typname: row.typname });
        table.columnOrder.push(row.attname);
      }
    }
    const keys = await this.admin.query<{ relname: string; attname: string }>(
      `select c.relname, a.attname
         from pg_constraint k
         join pg_class c on c.oid = k.conrelid
         join pg_namespace n on n.oid = c.relnamespace
         join lateral unnest(k.conkey) with ordinality as u(attnum, ord) on true
         join pg_attribute a on a.attrelid = c.oid and a.attnum = u.attnum
        where n.nspname = $1 and k.contype = 'p'
        order by c.relname, u.ord`,
      [EXPOSED_SCHEMA],
    );
    for (const row of keys.rows) tables.get(row.relname)?.primaryKey.push(row.attname);

    const functions = new Map<string, FunctionInfo[]>();
    const procs = await this.admin.query<{
      proname: string;
      proretset: boolean;
      provolatile: 'i' | 's' | 'v';
      rettype: string;
      typtype: string;
      typrelid: number;
      pronargs: number;
      pronargdefaults: number;
      argnames: string[] | null;
      argmodes: string[] | null;
      argtypes: string[] | null;
      inargtypes: string[] | null;
      retbase: string | null;
    }>(
      `select p.proname, p.proretset, p.provolatile, rt.typname as rettype, rt.typtype, rt.typrelid::int,
              case when rt.typtype = 'd' then format_type(rt.typbasetype, null) end as retbase,
              p.pronargs, p.pronargdefaults, p.proargnames as argnames, p.proargmodes::text[] as argmodes,
              array(select format_type(x, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as t(x, o) order by o) as argtypes,
              array(select format_type(x, null) from unnest(p.proargtypes::oid[]) with ordinality as t(x, o) order by o) as inargtypes
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
        where n.nspname = $1 and p.prokind = 'f'`,
      [EXPOSED_SCHEMA],
    );
    const relColumns = await this.admin.query<{
      attrelid: number;
      attname: string;
      type: string;
      typname: string;
    }>(
      `select a.attrelid::int, a.attname, format_type(a.atttypid, a.atttypmod) as type, t.typname
         from pg_attribute a join pg_type t on t.oid = a.atttypid
        where a.attnum > 0 and not a.attisdropped
          and a.attrelid in (select rt.typrelid from pg_proc p join pg_type rt on rt.oid = p.prorettype
                              join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1 and rt.typrelid <> 0)
        order by a.attrelid, a.attnum`,
      [EXPOSED_SCHEMA],
    );
    for (const p of procs.rows) {
      const modes = p.argmodes ?? Array<string>(p.argtypes?.length ?? 0).fill('i');
      const names = p.argnames ?? [];
      const allTypes = p.argtypes ?? [];
      const args: ArgInfo[] = [];
      const outColumns: ColumnInfo[] = [];
      modes.forEach((mode, i) => {
        const name = names[i] ?? '';
        const type = allTypes[i] ?? 'unknown';
        if (mode === 'i' || mode === 'b' || mode === 'v') args.push({ name, type, hasDefault: false });
        if (mode === 'o' || mode === 'b' || mode === 't') outColumns.push({ name, type, typname: type });
      });
      // The last pronargdefaults input arguments have defaults.
      for (let i = args.length - p.pronargdefaults; i < args.length; i++) {
        const arg = args[i];
        if (arg) arg.hasDefault = true;
      }
      let returnKind: FunctionInfo['returnKind'] = 'scalar';
      let returnColumns: ColumnInfo[] = [];
      if (p.rettype === 'void') returnKind = 'void';
      else if (outColumns.length > 0) {
        // OUT / TABLE columns (even a single one) make a composite result, as in PostgREST 11+.
        returnKind = 'composite';
        returnColumns = outColumns;
      } else if (p.typrelid !== 0) {
        returnKind = 'composite';
        returnColumns = relColumns.rows
          .filter((c) => c.attrelid === p.typrelid)
          .map((c) => ({ name: c.attname, type: c.type, typname: c.typname }));
      }
      const info: FunctionInfo = {
        schema: EXPOSED_SCHEMA,
        name: p.proname,
        args,
        returnsSet: p.proretset,
        returnKind,
        returnColumns,
        volatility: p.provolatile,
      };
      if (p.typtype === 'd' && p.rettype.includes('/') && !p.proretset) {
        info.mediaType = p.rettype;
        info.binary = p.retbase === 'bytea';
      }
      const list = functions.get(p.proname) ?? [];
      list.push(info);
      functions.set(p.proname, list);
    }
    const types = new Set(
      (await this.admin.query<{ typname: string }>(`select distinct typname from pg_type`)).rows.map(
        (r) => r.typname,
      ),
    );
    const roleSettings = new Map<string, Array<[string, string]>>();
    const settingRows = await this.admin.query<{ rolname: string; setconfig: string[] }>(
      `select r.rolname, s.setconfig from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
        where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
        order by s.setdatabase`,
    );
    for (const row of settingRows.rows) {
      const list = roleSettings.get(row.rolname) ?? [];
      for (const item of row.setconfig) {
        const i = item.indexOf('=');
        list.push([item.slice(0, i), item.slice(i + 1)]);
      }
      roleSettings.set(row.rolname, list);
    }
    return { tables, functions, types, roleSettings };
  }
}
