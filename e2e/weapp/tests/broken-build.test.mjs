// The runtime tests catch a broken build: copies of dist/weapp with a template or an event
// binding broken on purpose fail the smoke run (fixtures/smoke.mjs) that the intact copy passes.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { DEFAULT_DIST } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

const SMOKE = fileURLToPath(new URL('../fixtures/smoke.mjs', import.meta.url))
const copies = []
let gateway

/** A copy of the build with `break(baseWxml)` applied to its shared template file. */
function brokenCopy(breakTemplate) {
  const dir = mkdtempSync(join(tmpdir(), 'weapp-broken-'))
  copies.push(dir)
  cpSync(DEFAULT_DIST, dir, { recursive: true })
  const base = join(dir, 'base.wxml')
  const original = readFileSync(base, 'utf8')
  const broken = breakTemplate(original)
  assert.notEqual(broken, original, 'the breakage changed the template')
  writeFileSync(base, broken)
  return dir
}

function smoke(dist) {
  const run = spawnSync(process.execPath, [SMOKE], {
    env: { ...process.env, WEAPP_DIST: dist },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

describe('a deliberately broken WeChat build fails the runtime check', () => {
  before(async () => {
    gateway = await gatewayForTests()
  })
  after(async () => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true })
    await gateway?.close()
  })

  it('the intact build passes', () => {
    const run = smoke(brokenCopy((wxml) => `${wxml}\n<!-- an intact copy -->`))
    assert.equal(run.status, 0, run.output)
  })

  it('taps bound to nothing (bindtap removed from the templates) fail', () => {
    const run = smoke(brokenCopy((wxml) => wxml.replaceAll('bindtap="eh"', 'data-unbound="eh"')))
    assert.equal(run.status, 1, run.output)
    assert.match(run.output, /nothing on pages\/list\/list handles a tap/)
  })

  it('a template that does not compile fails at launch', () => {
    const run = smoke(brokenCopy((wxml) => wxml.replace('<template name="tmpl_0_0"', '<template name="tmpl_0_0" <<')))
    assert.equal(run.status, 1, run.output)
    assert.match(run.output, /wcc could not compile/)
  })

  it('templates the pages refer to, gone missing, fail', () => {
    // tmpl_<depth>_7 draws a <text> at each depth of the tree (utils.wxs picks the name).
    const run = smoke(brokenCopy((wxml) => wxml.replace(/<template name="tmpl_(\d+)_7"/g, '<template name="gone_$1"')))
    assert.equal(run.status, 1, run.output)
    assert.match(run.output, /the app reported \d+ error/)
  })
})
