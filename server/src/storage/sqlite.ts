import { AsyncLocalStorage } from 'node:async_hooks'
import type Database from 'better-sqlite3'
import type { Statement } from 'better-sqlite3'
import { busyError } from './errors'
import type { Params, Queryable, Row, Storage, Tx } from './types'

/** SQLite answers SQLITE_BUSY once its busy_timeout (openDb) has passed: the lock was not had in time. */
const isBusy = (error: unknown): boolean => /^SQLITE_BUSY/.test((error as { code?: string }).code ?? '')

/**
 * SQLite through better-sqlite3: one connection, one writer. Transactions are BEGIN IMMEDIATE
 * (the database's write lock, shared with other processes on the same WAL file, waited for up to
 * busy_timeout) and queued in this process, so an `await` inside one never lets another in.
 */
export class SqliteStorage implements Storage {
  readonly engine = 'sqlite' as const
  private readonly statements = new Map<string, Statement>()
  private queue: Promise<unknown> = Promise.resolve()
  private readonly current = new AsyncLocalStorage<boolean>()
  private savepoints = 0

  constructor(readonly db: Database.Database) {}

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql)
    if (!statement) {
      statement = this.db.prepare(sql)
      this.statements.set(sql, statement)
    }
    return statement
  }

  private wrap<T>(work: () => T): Promise<T> {
    try {
      return Promise.resolve(work())
    } catch (error) {
      return Promise.reject(isBusy(error) ? busyError('the database is locked') : error)
    }
  }

  all<T = Row>(sql: string, params: Params = []): Promise<T[]> {
    return this.wrap(() => this.prepare(sql).all(...params) as T[])
  }
  one<T = Row>(sql: string, params: Params = []): Promise<T | undefined> {
    return this.wrap(() => {
      const statement = this.prepare(sql)
      return (statement.reader ? statement.get(...params) : (statement.run(...params), undefined)) as T | undefined
    })
  }
  value<T = unknown>(sql: string, params: Params = []): Promise<T | undefined> {
    return this.wrap(() => {
      const row = this.prepare(sql)
        .raw(true)
        .get(...params) as unknown[] | undefined
      return row?.[0] as T | undefined
    })
  }
  column<T = unknown>(sql: string, params: Params = []): Promise<T[]> {
    return this.wrap(() =>
      (
        this.prepare(sql)
          .raw(true)
          .all(...params) as unknown[][]
      ).map((row) => row[0] as T),
    )
  }
  run(sql: string, params: Params = []): Promise<{ changes: number }> {
    return this.wrap(() => ({ changes: this.prepare(sql).run(...params).changes }))
  }

  exec(sql: string): Promise<void> {
    return this.wrap(() => {
      this.db.exec(sql)
    })
  }

  withTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    // Called from inside a transaction of this same call chain (the seed, a sweep inside a larger
    // unit of work): a savepoint of it, not a new turn in the queue (which would wait for itself).
    if (this.current.getStore()) return this.savepoint(fn)
    const turn = this.queue.then(async () => {
      try {
        this.db.prepare('BEGIN IMMEDIATE').run()
      } catch (error) {
        throw isBusy(error) ? busyError('the database is locked') : error
      }
      const tx = this.tx()
      try {
        const result = await this.current.run(true, () => fn(tx))
        this.db.prepare('COMMIT').run()
        return result
      } catch (error) {
        if (this.db.inTransaction) this.db.prepare('ROLLBACK').run()
        throw error
      }
    })
    this.queue = turn.catch(() => undefined)
    return turn
  }

  private async savepoint<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    this.savepoints += 1
    const name = `sp${this.savepoints}`
    this.db.prepare(`SAVEPOINT ${name}`).run()
    try {
      const result = await fn(this.tx())
      this.db.prepare(`RELEASE ${name}`).run()
      return result
    } catch (error) {
      this.db.prepare(`ROLLBACK TO ${name}`).run()
      this.db.prepare(`RELEASE ${name}`).run()
      throw error
    }
  }

  private tx(): Tx {
    return Object.assign(Object.create(this) as Queryable, { lock: async () => undefined }) as Tx
  }

  async close(): Promise<void> {
    await this.queue
    if (this.db.open) this.db.close()
  }
}
