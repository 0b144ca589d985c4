// `npm run gateway:reset`: deletes the database and builds it again from the migrations and seed
// (with the demo accounts: `--dev`, as `npm run gateway` runs).
import { rmSync } from 'node:fs'
import { loadConfig } from './config'
import { migrate, openDb } from './db'
import { seed } from './seed'

if (process.argv.includes('--dev') && process.env.GATEWAY_DEV === undefined) process.env.GATEWAY_DEV = 'true'
const config = loadConfig()
for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.dbFile}${suffix}`, { force: true })
const db = openDb(config.dbFile)
migrate(db)
const counts = seed(db, config)
db.close()
console.log(`Gateway database reset at ${config.dbFile}:`, counts)
