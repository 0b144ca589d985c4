// Serves dist/h5 in front of a fresh gateway in a process of its own, for the Lighthouse section:
// Lighthouse's own work in the bench process must not hold up the responses it measures. As
// `npm start` does, the gateway's public address is the app's own (its posters come from the
// app's origin, through the forwarded /static/ path). With `--static`, serves the folder alone
// (the bare reference app, which fetches nothing) with the same server. Prints `{"url": ...}`
// once listening; stops when its standard input closes.
//
//   node serve-child.mjs <dir> [--static]
import { createServer } from 'node:net'
import { startGateway } from '../../../e2e/lib/gateway.mjs'
import { GATEWAY_PREFIXES, serveH5 } from '../../serve.mjs'

const port = await new Promise((resolve, reject) => {
  const probe = createServer()
  probe.once('error', reject)
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address()
    probe.close(() => resolve(free))
  })
})
const url = `http://127.0.0.1:${port}`
const staticOnly = process.argv.includes('--static')
const gateway = staticOnly ? undefined : await startGateway({ env: { GATEWAY_PUBLIC_URL: url } })
const server = await serveH5({
  port,
  root: process.argv[2],
  ...(gateway ? { proxy: { target: gateway.url, prefixes: GATEWAY_PREFIXES } } : {}),
})
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`)
process.stdin.resume()
process.stdin.on('end', async () => {
  await server.close()
  await gateway?.close()
  process.exit(0)
})
