/**
 * The gateway's storage layer (issue 18): one async interface over SQLite (better-sqlite3, the
 * default) and PostgreSQL (`pg`, when GATEWAY_DATABASE_URL is set). SQL is written once, with `?`
 * placeholders (translated to `$n` for PostgreSQL), `RETURNING` and `ON CONFLICT` upserts, which
 * both engines run. See docs/decisions/gateway-storage.md.
 */

export type Param = string | number | bigint | null | boolean | Buffer
export type Params = readonly Param[]
export type Row = Record<string, unknown>

export type Engine = 'sqlite' | 'postgres'

/** Statements: the same on a transaction and, outside one, on the database (autocommit). */
export interface Queryable {
  readonly engine: Engine
  /** Every row. */
  all<T = Row>(sql: string, params?: Params): Promise<T[]>
  /** The first row, or undefined. */
  one<T = Row>(sql: string, params?: Params): Promise<T | undefined>
  /** The first column of the first row, or undefined (COUNT, SUM, a single id). */
  value<T = unknown>(sql: string, params?: Params): Promise<T | undefined>
  /** The first column of every row. */
  column<T = unknown>(sql: string, params?: Params): Promise<T[]>
  /** A write: how many rows it changed. */
  run(sql: string, params?: Params): Promise<{ changes: number }>
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
}

/** A unit of work: every statement on it commits together or not at all. */
export interface Tx extends Queryable {
  /**
   * Takes the locks named by `keys` until the transaction ends (PostgreSQL: pg_advisory_xact_lock,
   * in sorted order, waiting at most LOCK_TIMEOUT_MS; SQLite: the transaction already holds the
   * database's one write lock, BEGIN IMMEDIATE). Take it BEFORE reading what the decision rests on.
   * A timeout is thrown as the busy error (HTTP 469, the app's 'ticket channel crowded').
   */
  lock(keys: readonly string[]): Promise<void>
}

export interface Storage extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  withTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  close(): Promise<void>
}
