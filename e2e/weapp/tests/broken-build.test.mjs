// The runtime tests catch a broken build, on each mini-program target ($MINI_TARGET: weapp,
// alipay, tt, xhs): copies of dist/<target> with a template or an event binding broken on purpose
// fail the smoke run (fixtures/smoke.mjs) that the intact copy passes. On Alipay, Douyin and
// Xiaohongshu also: another platform's directive (the template no longer matches its runtime) and
// WeChat's syntax left in the build.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { DEFAULT_DIST, TARGET } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'
import { SYNTAX } from '../targets/translate.mjs'

const SMOKE = fileURLToPath(new URL('../fixtures/smoke.mjs', import.meta.url))
/** The shared template file and the tap binding of this target's build. */
const BASE = TARGET === 'weapp' ? 'base.wxml' : `base${SYNTAX[TARGET].template}`
const TAP = TARGET === 'alipay' ? 'onTap="eh"' : 'bindtap="eh"'
const FOR = TARGET === 'weapp' ? 'wx:for' : `${SYNTAX[TARGET].prefix}:for`
const copies = []
let gateway

/** A copy of the build with `breakTemplate(base)` applied to its shared template file. */
function brokenCopy(breakTemplate) {
  const dir = mkdtempSync(join(tmpdir(), `${TARGET}-broken-`))
  copies.push(dir)
  cpSync(DEFAULT_DIST, dir, { recursive: true })
  const base = join(dir, BASE)
  const original = readFileSync(base, 'utf8')
  const broken = breakTemplate(original)
  assert.notEqual(broken, original, 'the breakage changed the template')
  writeFileSync(base, broken)
  return dir
}

function smoke(dist) {
  const run = spawnSync(process.execPath, [SMOKE], {
    env: { ...process.env, WEAPP_DIST: dist, MINI_TARGET: TARGET, GATEWAY_URL: gateway.url },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

describe(`a deliberately broken ${TARGET} build fails the runtime check`, () => {
  before(async () => {
    gateway = await gatewayForTests()
  })
  after(async () => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true })
    await gateway?.close()
  })

  it('the intact build passes', () => {
    const run = smoke(brokenCopy((text) => `${text}\n<!-- an intact copy -->`))
    assert.equal(run.status, 0, run.output)
  })

  it(`taps bound to nothing (${TAP} removed from the templates) fail`, () => {
    const run = smoke(brokenCopy((text) => text.replaceAll(TAP, 'data-unbound="eh"')))
    assert.equal(run.status, 1, run.output)
    assert.match(run.output, /nothing on pages\/list\/list handles a tap/)
  })

  it('a template that does not compile fails at launch', () => {
    const run = smoke(brokenCopy((text) => text.replace('<template name="tmpl_0_0"', '<template name="tmpl_0_0" <<')))
    assert.equal(run.status, 1, run.output)
    assert.match(run.output, /wcc could not compile/)
  })

  it('templates the pages refer to, gone missing, fail', () => {
    // tmpl_<depth>_7 draws a <text> at each depth of the tree (the script module picks the name).
    const run = smoke(brokenCopy((text) => text.replace(/<template name="tmpl_(\d+)_7"/g, '<template name="gone_$1"')))
    assert.equal(run.status, 1, run.output)
    assert.match(run.output, /the app reported \d+ error/)
  })

  if (TARGET !== 'weapp') {
    const other = TARGET === 'tt' ? 'a' : 'tt'
    it(`another platform's loops (${other}:for for ${FOR}): the template no longer matches its runtime, and fails`, () => {
      const run = smoke(brokenCopy((text) => text.replaceAll(`${FOR}=`, `${other}:for=`)))
      assert.equal(run.status, 1, run.output)
    })

    it("WeChat's syntax left in the build fails", () => {
      const run = smoke(brokenCopy((text) => text.replace(`${FOR}=`, 'wx:for=')))
      assert.equal(run.status, 1, run.output)
      assert.match(run.output, /WeChat's syntax \(wx:for=\) in a \w+ template/)
    })
  }
})
