// The job runner behind `npm test` (scripts/lib/jobs.mjs): what it starts when, what a failure stops.
import assert from 'node:assert/strict'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { runJobs } from '../lib/jobs.mjs'

const node = (code) => `node -e ${JSON.stringify(code)}`
const sleep = (ms) => node(`setTimeout(() => {}, ${ms})`)

async function run(jobs, slots) {
  let out = ''
  const started = Date.now()
  const result = await runJobs(jobs, { slots, logDir: mkdtempSync(join(tmpdir(), 'jobs-')), print: (t) => (out += t) })
  const starts = [...out.matchAll(/^▶ (\S+)/gm)].map((m) => m[1])
  const ends = [...out.matchAll(/^════ (\S+):/gm)].map((m) => m[1])
  return { ...result, out, starts, ends, ms: Date.now() - started }
}

describe('the npm test job runner', () => {
  it('starts a job only once the jobs it needs have passed, otherwise in the order given', async () => {
    const { starts, failed } = await run(
      [
        { name: 'a', command: 'echo a' },
        { name: 'b', command: 'echo b', needs: ['c'] },
        { name: 'c', command: 'echo c' },
      ],
      1,
    )
    assert.equal(failed, undefined)
    assert.deepEqual(starts, ['a', 'c', 'b'])
  })

  it('runs two jobs at once on two slots: one waits for a file the other writes', async () => {
    const flag = join(mkdtempSync(join(tmpdir(), 'jobs-flag-')), 'flag')
    const { failed, passed } = await run(
      [
        {
          name: 'waiter',
          command: node(
            `const f=require('fs');const t=setInterval(()=>f.existsSync(${JSON.stringify(flag)})&&clearInterval(t),20)`,
          ),
        },
        { name: 'writer', command: node(`require('fs').writeFileSync(${JSON.stringify(flag)}, '')`) },
      ],
      2,
    )
    assert.equal(failed, undefined)
    assert.deepEqual([...passed.keys()].sort(), ['waiter', 'writer'])
  })

  it('keeps a two-slot job from starting beside another', async () => {
    const { out, failed } = await run(
      [
        { name: 'one', command: sleep(300) },
        { name: 'both', command: 'echo both', slots: 2 },
      ],
      2,
    )
    assert.equal(failed, undefined)
    assert.ok(out.indexOf('▶ both') > out.indexOf('════ one:'), 'both started after one ended')
  })

  it('stops at the first failure: the running job is stopped, its dependants never start, the output is printed', async () => {
    const { failed, starts, out, ms, passed } = await run(
      [
        { name: 'slow', command: sleep(20000) },
        { name: 'broken', command: node("console.log('what went wrong'); process.exit(3)") },
        { name: 'after', command: 'echo after', needs: ['broken'] },
      ],
      2,
    )
    assert.match(failed, /^broken failed \(exit 3\)/)
    assert.ok(!starts.includes('after'))
    assert.ok(!passed.has('slow'))
    assert.match(out, /what went wrong/)
    assert.ok(ms < 10000, `stopped the slow job (${ms} ms)`)
  })
})
