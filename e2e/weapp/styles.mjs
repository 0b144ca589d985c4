#!/usr/bin/env node
// `npm run test:styles`: WeChat's style compiler (wcsc, from miniprogram-compiler) parses every
// style file of each mini-program build (dist/weapp, and dist/alipay, dist/tt, dist/xhs renamed
// to .wxss by the harness's translation step). A selector or rule wcsc refuses fails, named with
// its file, line and column and the text around it. It proves the styles parse for WeChat's
// compiler; it cannot say how the other platforms' own compilers or any client lays them out.
//
//   node e2e/weapp/styles.mjs [targets...]    (default: every mini build in dist/)
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { translateBuild } from './targets/translate.mjs'

const require = createRequire(import.meta.url)
const wcsc = require('miniprogram-compiler/src/wcsc.js')
const glob = require('glob')

const TARGETS = ['weapp', 'alipay', 'tt', 'xhs']
/** wcsc's answer is the compiled styles of the whole build at once. */
const MAX_BUFFER = 256 * 1024 * 1024
/** How much text either side of a refused position the message shows. */
const CONTEXT = 60

/** Checks one build; answers the problem in words, or undefined when wcsc parsed every file. */
export function checkStyles(target, dist = join(projectRoot, 'dist', target)) {
  const translated = target === 'weapp' ? undefined : translateBuild(dist, target)
  const dir = translated?.dir ?? dist
  try {
    const files = glob.sync('**/*.wxss', { cwd: dir, nodir: true }).map((file) => file.slice(0, -'.wxss'.length))
    const result = wcsc(dir, files, { maxBuffer: MAX_BUFFER })
    if (!(result instanceof Error)) return { files: files.length }
    const message = result.message.replace(/^[^:]*：/, '').trim()
    const at = /([\w./-]+\.wxss)\((\d+):(\d+)\)/.exec(message)
    let near = ''
    if (at && existsSync(join(dir, at[1]))) {
      const line = readFileSync(join(dir, at[1]), 'utf8').split('\n')[Number(at[2]) - 1] ?? ''
      const column = Number(at[3]) - 1
      near = ` near "${line.slice(Math.max(0, column - CONTEXT), column + CONTEXT)}"`
    }
    return { files: files.length, problem: `${message.split('\n')[0]}${near}` }
  } finally {
    translated?.remove()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const asked = process.argv.slice(2)
  const targets = asked.length ? asked : TARGETS.filter((t) => existsSync(join(projectRoot, 'dist', t, 'app.json')))
  let failed = 0
  for (const target of targets) {
    if (!existsSync(join(projectRoot, 'dist', target, 'app.json'))) {
      console.error(`${target} styles: dist/${target} not built (npm run build:${target})`)
      failed += 1
      continue
    }
    const { files, problem } = checkStyles(target)
    if (problem) {
      failed += 1
      console.error(`${target} styles: wcsc refused them: ${problem}`)
    } else console.log(`${target} styles: ${files} files parsed by wcsc`)
  }
  process.exit(failed ? 1 : 0)
}
