// The H5 server (scripts/serve.mjs), as a client of it sees it.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { serveH5 } from '../serve.mjs'

const root = mkdtempSync(join(tmpdir(), 'serve-test-'))
after(() => rmSync(root, { recursive: true, force: true }))
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')

test('an idle connection is kept longer than Node’s fetch keeps one for reuse, so a reused one is never closed under it', async () => {
  const server = await serveH5({ port: 0, root })
  try {
    const response = await fetch(`${server.url}/`)
    await response.text()
    assert.equal(response.headers.get('connection'), 'keep-alive')
    const seconds = Number(/timeout=(\d+)/.exec(response.headers.get('keep-alive') ?? '')?.[1])
    // Node's fetch keeps an idle connection 4 s (less the server's hint); the old 5 s crossed it.
    assert.ok(seconds >= 60, `the server keeps an idle connection ${seconds} s`)
  } finally {
    await server.close()
  }
})
