/**
 * Issue 19 item 1: whether a route needs login is decided by the matched route, not the request's
 * URL. Every login route of the OpenAPI document is tried with a path parameter equal to `pub`
 * and with an absolute-form request line on a raw socket; none may reach its handler without a
 * session. A session whose user is empty is refused too.
 */
import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { needsLogin, type App } from '../src/app'
import { CODES } from '../src/http/envelope'
import { startSession } from '../src/services/sessions'
import { call, startGateway } from './helpers'

let app: App
let port: number
before(async () => {
  app = await startGateway()
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as { port: number }).port
})
after(() => app.close())

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
}

/** Every operation of the OpenAPI document whose path needs login (no `pub` segment), `{param}` as `pub`. */
async function loginOperations(): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> }
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!needsLogin(path)) continue
    for (const method of Object.keys(methods)) {
      if (['get', 'post', 'put', 'delete'].includes(method))
        operations.push({ method: method.toUpperCase() as Operation['method'], path: path.replace(/\{[^}]+\}/g, 'pub') })
    }
  }
  return operations
}

/** One request on a raw socket, request line in absolute form; answers the status and the JSON body. */
function rawAbsolute(method: string, path: string): Promise<{ status: number; body: { statusCode: unknown } }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    const payload = method === 'GET' || method === 'DELETE' ? '' : '{}'
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (text += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1])
      try {
        resolve({ status, body: JSON.parse(body) as { statusCode: unknown } })
      } catch {
        reject(new Error(`${method} ${path}: not JSON: ${text.slice(0, 300)}`))
      }
    })
    socket.write(
      `${method} http://127.0.0.1:${port}${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n` +
        `terminal-src: H5\r\n${payload ? `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\n` : ''}\r\n${payload}`,
    )
  })
}

describe('the login check', () => {
  it('covers the whole OpenAPI document: a path parameter equal to "pub" reaches no handler without a session', async () => {
    const operations = await loginOperations()
    assert.ok(operations.length >= 60, `${operations.length} login operations`)
    const withParameter = operations.filter((operation) => operation.path.split('/').includes('pub'))
    assert.ok(withParameter.length >= 10, `${withParameter.length} with a path parameter`)
    const reached = []
    for (const { method, path } of operations) {
      const answer = await call(app, { method, url: path, ...(method === 'POST' || method === 'PUT' ? { body: {} } : {}) })
      if (answer.body.statusCode !== CODES.notLogin)
        reached.push(`${method} ${path}: ${answer.http} ${String(answer.body.statusCode)}`)
    }
    assert.deepEqual(reached, [])
  })

  it('covers the whole OpenAPI document: an absolute-form request line reaches no handler without a session', async () => {
    const reached = []
    for (const { method, path } of await loginOperations()) {
      const answer = await rawAbsolute(method, path)
      if (answer.body.statusCode !== CODES.notLogin)
        reached.push(`${method} ${path}: ${answer.status} ${String(answer.body.statusCode)}`)
    }
    assert.deepEqual(reached, [])
  })

  it('refuses a session whose user is empty', async () => {
    // No such row can be made through the API (sessions reference users): made here past the check.
    app.db.pragma('foreign_keys = OFF')
    const { accessToken } = await startSession(app.storage, '', 'H5')
    app.db.pragma('foreign_keys = ON')
    const answer = await call(app, { url: '/cyy_gatewayapi/trade/buyer/v5/orders/page', token: accessToken })
    assert.equal(answer.body.statusCode, CODES.notLogin)
  })
})
