#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure. Builds run two at a time
// (a mini build peaks near 500 MB and an H5 build near 700 MB; the CI machine has 2 cores).
// `npm test -- --skip-build` reuses the dist/ folders already there.
import { spawn } from 'node:child_process'

const skipBuild = process.argv.includes('--skip-build')

function run(label, command) {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } })
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      if (code === 0) {
        timings.push([label, seconds])
        resolve()
      } else reject(new Error(`${label} failed (exit ${code}) after ${seconds} s`))
    })
  })
}

const timings = []
const step = (label, command) => () => run(label, command)
const together =
  (...steps) =>
  () =>
    Promise.all(steps.map((s) => s()))
const quietBuild = (target) =>
  step(
    `build:${target}`,
    `npm run -s build:${target} > .tmp/build-${target}.log 2>&1 || (tail -n 60 .tmp/build-${target}.log; exit 1)`,
  )

const plan = [
  step('lint', 'npm run -s lint'),
  step('typecheck', 'npm run -s typecheck'),
  step('jest', 'npx jest --ci'),
  step('gateway', 'npm run -s test:server'),
  step('scripts', 'npm run -s test:scripts'),
  ...(skipBuild
    ? []
    : [
        step('prepare', 'mkdir -p .tmp'),
        together(quietBuild('weapp'), quietBuild('alipay')),
        together(quietBuild('tt'), quietBuild('xhs')),
        quietBuild('h5'),
      ]),
  step('dist structure', 'npm run -s test:dist'),
  step('size', 'npm run -s size'),
  step('weapp runtime', 'npm run -s test:weapp'),
  step('e2e', 'npm run -s test:e2e'),
]

const started = Date.now()
try {
  for (const next of plan) await next()
  console.log('\nnpm test: every check passed')
} catch (error) {
  console.error(`\nnpm test: ${error.message}`)
  process.exitCode = 1
} finally {
  for (const [label, seconds] of timings) console.log(`  ${label.padEnd(16)} ${seconds} s`)
  console.log(`  ${'total'.padEnd(16)} ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
