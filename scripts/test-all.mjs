#!/usr/bin/env node
// `npm test`: every check, stopping at the first failure. The checks are jobs with the jobs they
// need first (a build before the tests that run it); they run as soon as what they need is done,
// on as many cores as the machine has (CI: 2), longest first, so a single-threaded job (the
// gateway's tests, a build, lint) never leaves a core idle (scripts/lib/jobs.mjs). A job's
// output is kept in .tmp/test-<name>.log and printed whole when it ends.
// Memory: a mini build peaks near 500 MB and an H5 build near 700 MB, well within the machine.
// `npm test -- --skip-build` reuses the dist/ folders already there.
import { availableParallelism } from 'node:os'
import { runJobs } from './lib/jobs.mjs'

const skipBuild = process.argv.includes('--skip-build')
/** Cores to fill; e2e uses two at once (its two workers). */
const SLOTS = Math.max(2, availableParallelism())
const BUILDS = ['weapp', 'alipay', 'tt', 'xhs', 'h5']
/** The mini builds run in the runtime harness besides WeChat's. */
const MINI_TARGETS = ['alipay', 'tt', 'xhs']

/**
 * The jobs, in the order they are started when several are ready (longest first, measured in
 * CI): `needs` names jobs that must have passed, `slots` how many cores the job keeps busy.
 */
const jobs = [
  { name: 'gateway', command: 'npm run -s test:server' },
  ...(skipBuild ? [] : BUILDS.map((target) => ({ name: `build:${target}`, command: `npm run -s build:${target}` }))),
  { name: 'lint', command: 'npm run -s lint' },
  { name: 'jest', command: 'npx jest --ci' },
  { name: 'typecheck', command: 'npm run -s typecheck' },
  { name: 'scripts', command: 'npm run -s test:scripts' },
  { name: 'weapp runtime', command: 'npm run -s test:weapp', needs: skipBuild ? [] : ['build:weapp'] },
  // The other mini builds in the same harness (e2e/weapp/targets): every route, the journeys that
  // differ by platform, a broken build; one job per target, each as soon as its build is done.
  ...MINI_TARGETS.map((target) => ({
    name: `${target} runtime`,
    command: `npm run -s test:mini -- --target ${target}`,
    needs: skipBuild ? [] : [`build:${target}`],
  })),
  {
    name: 'mini styles',
    command: 'npm run -s test:styles && npm run -s test:xhs-project',
    needs: skipBuild ? [] : ['weapp', ...MINI_TARGETS].map((t) => `build:${t}`),
  },
  {
    name: 'dist structure',
    command: 'npm run -s test:dist && npm run -s size',
    needs: skipBuild ? [] : BUILDS.map((t) => `build:${t}`),
  },
  // e2e last: it keeps both cores busy (two workers), and the rest fails sooner and cheaper.
  { name: 'e2e', command: 'npm run -s test:e2e', needs: skipBuild ? [] : ['build:h5'], slots: 2 },
]

const started = Date.now()
const { passed, failed } = await runJobs(jobs, { slots: SLOTS, logDir: '.tmp' })
console.log(failed ? `\nnpm test: ${failed}` : '\nnpm test: every check passed')
for (const job of jobs) if (passed.has(job.name)) console.log(`  ${job.name.padEnd(16)} ${passed.get(job.name)} s`)
console.log(`  ${'total'.padEnd(16)} ${((Date.now() - started) / 1000).toFixed(1)} s`)
if (failed) process.exitCode = 1
