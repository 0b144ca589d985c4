// `npm run gateway`: the reference gateway on its own.
import { createGateway } from './gateway'

async function main(): Promise<void> {
  const app = await createGateway()
  const address = await app.listen({ port: app.config.port, host: app.config.host })
  console.log(`Reference gateway at ${address} (API docs at ${address}/docs)${app.config.dev ? ', dev mode' : ''}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
