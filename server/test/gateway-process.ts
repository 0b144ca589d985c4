/**
 * One gateway PROCESS for the multi-process tests and the bench: `node --import tsx
 * server/test/gateway-process.ts` with GATEWAY_DB (a SQLite file) or GATEWAY_DATABASE_URL set
 * builds the gateway (dev mode, quiet), listens on a free loopback port, prints `{"url": ...}` on
 * one line, and closes when stdin closes or on SIGTERM.
 */
import { createGateway } from '../src/gateway'
import { ok } from '../src/http/envelope'

async function main(): Promise<void> {
  const app = await createGateway({
    port: 0,
    host: '127.0.0.1',
    dev: true,
    publicUrl: 'http://gateway.test',
    logLevel: process.env.GATEWAY_LOG_LEVEL ?? 'silent',
    authRateLimit: 1_000_000,
  })
  // The bench's ceiling: a bare route on the same Fastify setup (hooks, envelope), no database.
  if (process.env.GATEWAY_BENCH_BARE_ROUTE === 'true') app.post('/bench/bare', async () => ok(null))
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  process.stdout.write(`${JSON.stringify({ url })}\n`)
  const stop = () => void app.close().then(() => process.exit(0))
  process.stdin.on('end', stop)
  process.stdin.resume()
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
