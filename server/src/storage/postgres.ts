import { createHash } from 'node:crypto'
import pg from 'pg'
import { busyError } from './errors'
import { toPostgres } from './sql'
import type { Params, Queryable, Row, Storage, Tx } from './types'

/** How long a transaction waits for a lock (advisory or row) before the request is answered busy (469). */
export const LOCK_TIMEOUT_MS = 5_000
/** Connections each gateway process keeps to PostgreSQL. */
export const POOL_SIZE = 10
/**
 * Distinct SQL texts run as named (prepared) statements: parsed and planned once per connection,
 * then only bound and executed. Past this many (IN lists of many lengths), texts run unnamed, so a
 * connection never holds more prepared statements than this.
 */
export const PREPARED_STATEMENTS = 1_000

// COUNT and SUM are bigint / numeric in PostgreSQL: numbers here, as SQLite gives them (ids are
// TEXT, money is integer cents, times are milliseconds: all within 2^53).
pg.types.setTypeParser(20, (text) => Number(text))
pg.types.setTypeParser(1700, (text) => Number(text))

/** lock_not_available, deadlock_detected, serialization_failure: a busy answer, not a 500. */
const BUSY_CODES = new Set(['55P03', '40P01', '40001'])

function translate(error: unknown): unknown {
  return BUSY_CODES.has((error as { code?: string }).code ?? '') ? busyError('a lock was not had in time') : error
}

/** A lock key's 64-bit number: the first 8 bytes of its SHA-256, signed (pg_advisory_xact_lock(bigint)). */
export function lockNumber(key: string): string {
  return createHash('sha256').update(key).digest().readBigInt64BE(0).toString()
}

type Client = pg.Pool | pg.PoolClient

/** Each SQL text once translated (`?` to `$n`) and named, while there are fewer than PREPARED_STATEMENTS. */
const statements = new Map<string, { text: string; name: string | undefined }>()

function statement(sql: string): { text: string; name: string | undefined } {
  let known = statements.get(sql)
  if (!known) {
    const text = toPostgres(sql)
    const name =
      statements.size < PREPARED_STATEMENTS ? `s${createHash('sha1').update(text).digest('base64url').slice(0, 16)}` : undefined
    known = { text, name }
    if (name) statements.set(sql, known)
  }
  return known
}

class PgQueries implements Queryable {
  readonly engine = 'postgres' as const
  constructor(protected readonly client: Client) {}

  /** Before a statement: nothing here; a transaction sends its BEGIN (PgTx). */
  protected async ready(): Promise<void> {}

  protected async query(sql: string, params: Params): Promise<pg.QueryResult> {
    try {
      await this.ready()
      const { text, name } = statement(sql)
      return await this.client.query({ text, values: params as unknown[], ...(name ? { name } : {}) })
    } catch (error) {
      throw translate(error)
    }
  }
  async all<T = Row>(sql: string, params: Params = []): Promise<T[]> {
    return (await this.query(sql, params)).rows as T[]
  }
  async one<T = Row>(sql: string, params: Params = []): Promise<T | undefined> {
    return (await this.query(sql, params)).rows[0] as T | undefined
  }
  async value<T = unknown>(sql: string, params: Params = []): Promise<T | undefined> {
    const result = await this.query(sql, params)
    const first = result.fields[0]
    return first && result.rows[0] ? (result.rows[0][first.name] as T) : undefined
  }
  async column<T = unknown>(sql: string, params: Params = []): Promise<T[]> {
    const result = await this.query(sql, params)
    const first = result.fields[0]
    return first ? result.rows.map((row) => row[first.name] as T) : []
  }
  async run(sql: string, params: Params = []): Promise<{ changes: number }> {
    return { changes: (await this.query(sql, params)).rowCount ?? 0 }
  }
  async exec(sql: string): Promise<void> {
    try {
      await this.ready()
      await this.client.query(sql)
    } catch (error) {
      throw translate(error)
    }
  }
}

/**
 * A transaction that begins with its first statement: BEGIN travels with the locks (one round
 * trip), and a transaction that sends nothing (a request refused on what it read before) costs
 * no BEGIN, COMMIT or ROLLBACK at all.
 */
class PgTx extends PgQueries implements Tx {
  begun = false

  protected override async ready(): Promise<void> {
    if (this.begun) return
    this.begun = true
    await this.client.query('BEGIN')
  }

  async lock(keys: readonly string[]): Promise<void> {
    // Sorted: two transactions wanting the same keys take them in the same order. The key numbers
    // are digits (lockNumber), so they go in the text: BEGIN and every lock in one round trip.
    const locks = [...new Set(keys)].sort().map((key) => `SELECT pg_advisory_xact_lock(${lockNumber(key)}::bigint);`)
    if (!locks.length) return
    const begin = this.begun ? '' : 'BEGIN;'
    this.begun = true
    try {
      await this.client.query(begin + locks.join(''))
    } catch (error) {
      throw translate(error)
    }
  }
}

/** PostgreSQL through a `pg` pool: several gateway processes share one database. */
export class PostgresStorage extends PgQueries implements Storage {
  constructor(
    readonly pool: pg.Pool,
    /** What `open` gave the pool's connections as their lock_timeout. */
    readonly lockTimeoutMs = LOCK_TIMEOUT_MS,
  ) {
    super(pool)
  }

  /**
   * A pool whose connections wait at most `lockTimeoutMs` for any lock (advisory or row), set when
   * each connection starts (no statement per transaction).
   */
  static open(url: string, options: { lockTimeoutMs?: number } = {}): PostgresStorage {
    const lockTimeoutMs = options.lockTimeoutMs ?? LOCK_TIMEOUT_MS
    const pool = new pg.Pool({
      connectionString: url,
      max: POOL_SIZE,
      options: `-c lock_timeout=${Math.max(1, Math.floor(lockTimeoutMs))}`,
    })
    // An idle connection the server ends (a restart, a failover, a dropped database) is reported
    // here; without a listener the pool's 'error' event would end the gateway's process. The pool
    // has already discarded that connection and opens a new one when next asked.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`))
    return new PostgresStorage(pool, lockTimeoutMs)
  }

  async withTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect()
    const tx = new PgTx(client)
    try {
      const result = await fn(tx)
      if (tx.begun) await client.query('COMMIT')
      return result
    } catch (error) {
      if (tx.begun) await client.query('ROLLBACK').catch(() => undefined)
      throw translate(error)
    } finally {
      client.release()
    }
  }

  async close(): Promise<void> {
    await this.pool.end()
  }
}
