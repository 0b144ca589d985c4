// Serves dist/h5 in front of a fresh gateway (serveWithGateway) in a process of its own, for the
// Lighthouse section: Lighthouse's own work in the bench process must not hold up the responses it
// measures. Prints `{"url": ...}` once listening; stops both when its standard input closes.
import { serveWithGateway } from '../../../e2e/lib/browser.mjs'

const server = await serveWithGateway(process.argv[2])
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`)
process.stdin.resume()
process.stdin.on('end', async () => {
  await server.close()
  process.exit(0)
})
