// `npm run gateway`: the reference gateway on its own, in dev mode (`--dev`, unless GATEWAY_DEV says
// otherwise). Started without `--dev` or GATEWAY_DEV=true, dev mode is off. It refuses to start on a
// database with pending migrations (apply them with `npm run gateway:migrate`), unless started with
// `--migrate` (the dev conveniences: it applies them first).
import { devExposureWarning } from './config'
import { createGateway, PendingMigrationsError } from './gateway'

async function main(): Promise<void> {
  if (process.argv.includes('--dev') && process.env.GATEWAY_DEV === undefined) process.env.GATEWAY_DEV = 'true'
  const app = await createGateway({}, { migrate: process.argv.includes('--migrate') })
  const warning = devExposureWarning(app.config)
  if (warning) console.warn(`\n${warning}\n`)
  const address = await app.listen({ port: app.config.port, host: app.config.host })
  console.log(
    `Reference gateway at ${address}${app.config.docs ? ` (API docs at ${address}/docs)` : ''}${app.config.dev ? ', dev mode' : ''}`,
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)))
}

main().catch((error: unknown) => {
  console.error(error instanceof PendingMigrationsError ? error.message : error)
  process.exit(1)
})
