import { createHash } from 'node:crypto'
import pg from 'pg'
import { busyError } from './errors'
import { toPostgres } from './sql'
import type { Params, Queryable, Row, Storage, Tx } from './types'

/** How long a transaction waits for a lock (advisory or row) before the request is answered busy (469). */
export const LOCK_TIMEOUT_MS = 5_000
/** Connections each gateway process keeps to PostgreSQL. */
export const POOL_SIZE = 10

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

class PgQueries implements Queryable {
  readonly engine = 'postgres' as const
  constructor(protected readonly client: Client) {}

  private async query(sql: string, params: Params): Promise<pg.QueryResult> {
    try {
      return await this.client.query({ text: toPostgres(sql), values: params as unknown[] })
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
      await this.client.query(sql)
    } catch (error) {
      throw translate(error)
    }
  }
}

class PgTx extends PgQueries implements Tx {
  async lock(keys: readonly string[]): Promise<void> {
    // Sorted and one at a time: two transactions wanting the same keys take them in the same order.
    for (const key of [...new Set(keys)].sort()) {
      await this.run('SELECT pg_advisory_xact_lock(?::bigint)', [lockNumber(key)])
    }
  }
}

/** PostgreSQL through a `pg` pool: several gateway processes share one database. */
export class PostgresStorage extends PgQueries implements Storage {
  constructor(
    readonly pool: pg.Pool,
    private readonly lockTimeoutMs = LOCK_TIMEOUT_MS,
  ) {
    super(pool)
  }

  static open(url: string, options: { lockTimeoutMs?: number } = {}): PostgresStorage {
    return new PostgresStorage(new pg.Pool({ connectionString: url, max: POOL_SIZE }), options.lockTimeoutMs)
  }

  async withTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.floor(this.lockTimeoutMs))}`)
      const result = await fn(new PgTx(client))
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw translate(error)
    } finally {
      client.release()
    }
  }

  async close(): Promise<void> {
    await this.pool.end()
  }
}
