import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'

/**
 * What a backup reads from the database's own catalog rather than from a list kept by hand, so that
 * a table added by a migration is backed up and restored without touching this folder.
 */
export interface TableInfo {
  name: string
  /** Columns a row is written with (generated columns are left to the database). */
  columns: string[]
  /** Columns filled from a sequence (serial or identity), reset after a restore. */
  sequenced: string[]
  /** The primary key's columns. */
  key: string[]
  /**
   * Nullable foreign-key columns that close a cycle between tables (a team's certificate, the
   * certificate's team): a restore writes them only once every table is loaded.
   */
  deferred: string[]
}

/** Runs raw SQL and answers its rows, the same on PostgreSQL (node-postgres) and PGlite. */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

export const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

/**
 * Tables of what runs right now, not of data: the instances' heartbeats (each instance writes its own
 * row again within seconds, and a restored one would name instances long gone).
 */
const NOT_BACKED_UP = new Set(['instance_heartbeats'])

/**
 * Every table of the public schema but those of NOT_BACKED_UP, parents before children (foreign
 * keys), then by name.
 */
export async function listTables(db: Pick<Db, 'execute'>): Promise<TableInfo[]> {
  const columns = await rowsOf<{
    table_name: string
    column_name: string
    generated: string
    serial: string | null
  }>(
    db,
    sql`select c.table_name, c.column_name, c.is_generated as generated,
          pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as serial
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  )
  const edges = await rowsOf<{ child: string; parent: string; columns: string; nullable: boolean }>(
    db,
    sql`select child.relname as child, parent.relname as parent,
          string_agg(a.attname, ',' order by a.attnum) as columns, bool_and(not a.attnotnull) as nullable
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
        where k.contype = 'f' and n.nspname = 'public'
        group by k.oid, child.relname, parent.relname`,
  )
  const keys = await rowsOf<{ table: string; columns: string }>(
    db,
    sql`select rel.relname as table, string_agg(a.attname, ',' order by a.attnum) as columns
        from pg_constraint k
        join pg_class rel on rel.oid = k.conrelid
        join pg_namespace n on n.oid = rel.relnamespace
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
        where k.contype = 'p' and n.nspname = 'public'
        group by k.oid, rel.relname`,
  )
  const tables = new Map<string, TableInfo>()
  for (const c of columns) {
    if (NOT_BACKED_UP.has(c.table_name)) continue
    const table = tables.get(c.table_name) ?? {
      name: c.table_name,
      columns: [],
      sequenced: [],
      key: [],
      deferred: [],
    }
    if (c.generated !== 'ALWAYS') table.columns.push(c.column_name)
    if (c.serial) table.sequenced.push(c.column_name)
    tables.set(c.table_name, table)
  }
  for (const k of keys) {
    const table = tables.get(k.table)
    if (table) table.key = k.columns.split(',')
  }
  let pending = edges.filter((e) => tables.has(e.child) && tables.has(e.parent))
  const ordered: TableInfo[] = []
  const placed = new Set<string>()
  while (placed.size < tables.size) {
    const waiting = (name: string) =>
      pending.some((e) => e.child === name && e.parent !== name && !placed.has(e.parent))
    const ready = [...tables.keys()].filter((name) => !placed.has(name) && !waiting(name)).sort()
    if (ready.length === 0) {
      // A cycle: write one of its nullable references afterwards, then go on.
      const breakable = pending.find((e) => e.nullable && !placed.has(e.child) && !placed.has(e.parent))
      if (!breakable) throw new Error('The foreign keys between the tables form a cycle of required columns')
      tables.get(breakable.child)?.deferred.push(...breakable.columns.split(','))
      pending = pending.filter((e) => e !== breakable)
      continue
    }
    for (const name of ready) {
      placed.add(name)
      ordered.push(tables.get(name) as TableInfo)
    }
  }
  // A table that refers to itself has its reference written afterwards too.
  for (const e of pending)
    if (e.child === e.parent) {
      if (!e.nullable) throw new Error(`Table ${e.child} refers to itself through a required column`)
      tables.get(e.child)?.deferred.push(...e.columns.split(','))
    }
  return ordered
}

/** The migrations applied to the database (drizzle's journal): a backup restores only into the same. */
export async function migrationState(db: Pick<Db, 'execute'>): Promise<{ count: number; last: string }> {
  const [row] = await rowsOf<{ count: string | number; last: string | null }>(
    db,
    sql`select count(*) as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  )
  return { count: Number(row?.count ?? 0), last: row?.last ?? '' }
}

/** Rows in each table. */
export async function countRows(
  db: Pick<Db, 'execute'>,
  tables: TableInfo[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const [row] = await rowsOf<{ n: string | number }>(
      db,
      sql.raw(`select count(*) as n from ${quoted(table.name)}`),
    )
    counts[table.name] = Number(row?.n ?? 0)
  }
  return counts
}
