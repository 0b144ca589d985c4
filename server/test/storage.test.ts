/**
 * The storage layer on both engines: one SQL dialect (placeholders, RETURNING, ON CONFLICT), one
 * migration set kept in step (the same tables and columns on both), transactions that roll back,
 * and the lock: a second transaction waits for it, and one that waits too long is answered busy
 * (HTTP 469, the app's 'ticket channel crowded').
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { openDb } from '../src/db'
import { GatewayError } from '../src/http/envelope'
import { PostgresStorage, SqliteStorage, migrateStorage, type Storage } from '../src/storage'
import { toPostgresDdl } from '../src/storage/migrations'
import { ENGINES, postgresSkipped, clusterForThisFile } from './engines'

const cluster = clusterForThisFile()
let databases = 0

async function open(engine: (typeof ENGINES)[number], lockTimeoutMs?: number): Promise<Storage> {
  if (engine === 'sqlite') return new SqliteStorage(openDb(':memory:'))
  databases += 1
  const url = await cluster().createDatabase(`storage_${databases}`)
  return PostgresStorage.open(url, lockTimeoutMs ? { lockTimeoutMs } : {})
}

/** Every table's columns, sorted: what the two engines must agree on. */
async function schemaOf(storage: Storage): Promise<Record<string, string[]>> {
  const rows =
    storage.engine === 'sqlite'
      ? await storage.all<{ t: string; c: string }>(
          "SELECT m.name AS t, p.name AS c FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'",
        )
      : await storage.all<{ t: string; c: string }>(
          "SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = 'public'",
        )
  const schema: Record<string, string[]> = {}
  for (const row of rows) (schema[row.t] ??= []).push(row.c)
  for (const columns of Object.values(schema)) columns.sort()
  return schema
}

for (const engine of ENGINES) {
  describe(`storage on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let storage: Storage
    before(async () => {
      storage = await open(engine)
      await migrateStorage(storage)
    })
    after(async () => storage?.close())

    it('applies every migration once, and again none', async () => {
      assert.deepEqual(await migrateStorage(storage), [])
      assert.ok(((await storage.value<number>('SELECT COUNT(*) FROM schema_migrations')) ?? 0) >= 19)
    })

    it('speaks one dialect: ? placeholders, RETURNING, ON CONFLICT upserts, counts as numbers', async () => {
      await storage.run('INSERT INTO users (id, nickname, created_at) VALUES (?, ?, ?)', ['U1', 'a', 1])
      const back = await storage.one<{ id: string; nickname: string }>(
        "INSERT INTO users (id, nickname, created_at) VALUES (?, 'b', ?) ON CONFLICT (id) DO UPDATE SET nickname = 'b2' RETURNING id, nickname",
        ['U1', 2],
      )
      assert.deepEqual({ ...back }, { id: 'U1', nickname: 'b2' })
      assert.equal(await storage.value('SELECT COUNT(*) FROM users WHERE id = ?', ['U1']), 1)
      assert.deepEqual(await storage.column('SELECT id FROM users WHERE id IN (?, ?)', ['U1', 'nobody']), ['U1'])
      assert.equal((await storage.run("UPDATE users SET nickname = 'c' WHERE id = ?", ['U1'])).changes, 1)
    })

    it('rolls a transaction back when it throws', async () => {
      await assert.rejects(
        storage.withTransaction(async (tx) => {
          await tx.run('INSERT INTO users (id, nickname, created_at) VALUES (?, ?, ?)', ['U2', 'x', 1])
          throw new Error('refused')
        }),
        /refused/,
      )
      assert.equal(await storage.value('SELECT COUNT(*) FROM users WHERE id = ?', ['U2']), 0)
    })

    it('runs two transactions wanting one lock one after the other', async () => {
      await storage.run('INSERT INTO users (id, nickname, created_at, points) VALUES (?, ?, ?, 0)', ['U3', 'p', 1])
      // Read, then write what was read plus one: without the lock both would read 0 and write 1.
      const bump = () =>
        storage.withTransaction(async (tx) => {
          await tx.lock(['counter:U3'])
          const points = (await tx.value<number>('SELECT points FROM users WHERE id = ?', ['U3'])) ?? 0
          await new Promise((resolve) => setImmediate(resolve))
          await tx.run('UPDATE users SET points = ? WHERE id = ?', [points + 1, 'U3'])
        })
      await Promise.all(Array.from({ length: 8 }, bump))
      assert.equal(await storage.value('SELECT points FROM users WHERE id = ?', ['U3']), 8)
    })
  })
}

describe('migrations kept in step', { skip: postgresSkipped ?? false }, () => {
  it('gives both engines the same tables and columns', async () => {
    const sqlite = await open('sqlite')
    const postgres = await open('postgres')
    try {
      await migrateStorage(sqlite)
      await migrateStorage(postgres)
      assert.deepEqual(await schemaOf(postgres), await schemaOf(sqlite))
    } finally {
      await sqlite.close()
      await postgres.close()
    }
  })

  it('translates the SQLite types PostgreSQL lacks', () => {
    const ddl = toPostgresDdl(
      'CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER, lat REAL) WITHOUT ROWID; -- a note',
    )
    assert.equal(
      ddl.trim(),
      'CREATE TABLE t (id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, at BIGINT, lat DOUBLE PRECISION);',
    )
  })
})

describe('a lock held too long', { skip: postgresSkipped ?? false }, () => {
  it('answers busy (HTTP 469) to the transaction that waited for it', async () => {
    const storage = await open('postgres', 300)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    let taken: () => void = () => undefined
    const hasLock = new Promise<void>((resolve) => (taken = resolve))
    try {
      const holder = storage.withTransaction(async (tx) => {
        await tx.lock(['show:1'])
        taken()
        await held
      })
      await hasLock
      const error = await storage
        .withTransaction(async (tx) => tx.lock(['show:1']))
        .then(
          () => undefined,
          (e: unknown) => e,
        )
      release()
      await holder
      assert.ok(error instanceof GatewayError, String(error))
      assert.equal(error.httpStatus, 469)
      assert.match(error.texts?.['zh-CN'] ?? '', /购票通道拥挤/)
    } finally {
      release()
      await storage.close()
    }
  })
})

describe('an idle connection ended by the server', { skip: postgresSkipped ?? false }, () => {
  it('does not end the gateway; the next query opens a new connection', async () => {
    const storage = await open('postgres')
    const killer = await open('postgres')
    const warned = new Promise<string>((resolve) => process.once('warning', (warning) => resolve(warning.message)))
    try {
      const { pid } = (await storage.one<{ pid: number }>('SELECT pg_backend_pid() AS pid')) ?? { pid: 0 }
      // The connection now waits idle in the pool; a restart or failover ends it like this.
      await killer.all('SELECT pg_terminate_backend(?)', [pid])
      assert.match(await warned, /PostgreSQL closed an idle connection/)
      const again = await storage.one<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      assert.ok(again && again.pid !== pid, 'a new connection answered')
    } finally {
      await storage.close()
      await killer.close()
    }
  })
})
