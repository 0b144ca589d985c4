// The bench's reference app: a bare Taro 4.2.0 React H5 app (scripts/lib/bench/bare-app/: what
// `taro init` makes, with one page of 20 cards, each an image, a name, a date and a price, and no
// data fetching), built with the project's installed @tarojs packages into .tmp/bare-h5
// (git-ignored). The Lighthouse section measures it beside the app in the same run
// (docs/decisions/bench-baseline.md).
//
// `ensureBareBuild()` builds it when the output is missing or stale: the build writes a stamp
// with a hash of the bare app's source and of the installed versions of the packages that make
// its output; a different hash means a rebuild.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { walk } from '../dist.mjs'
import { projectRoot } from '../routes.mjs'
import { taroH5Build } from './taro-build.mjs'

export const BARE_APP_SOURCE = join(projectRoot, 'scripts', 'lib', 'bench', 'bare-app')
export const BARE_APP_OUTPUT = join(projectRoot, '.tmp', 'bare-h5')
/** The bare app's one page: its web path (the template's router, hash mode: `/` opens the first page). */
export const BARE_PAGE = { name: 'bare app', path: '/' }

const STAMP = 'bench-build.json'
/** The installed packages whose versions decide the bare build's output. */
const BUILD_PACKAGES = [
  '@tarojs/cli',
  '@tarojs/webpack5-runner',
  '@tarojs/runtime',
  '@tarojs/taro',
  '@tarojs/components',
  '@tarojs/react',
  '@tarojs/router',
  '@tarojs/plugin-framework-react',
  '@tarojs/plugin-platform-h5',
  'babel-preset-taro',
  'react',
  'react-dom',
  'webpack',
]

function installedVersion(name) {
  const file = join(projectRoot, 'node_modules', ...name.split('/'), 'package.json')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : 'missing'
}

/** The hash of the bare app's source files and of the installed build packages' versions. */
export function bareSourceHash() {
  const hash = createHash('sha256')
  for (const file of walk(BARE_APP_SOURCE).sort((a, b) => a.rel.localeCompare(b.rel))) {
    hash.update(`${file.rel}\0`).update(readFileSync(file.path)).update('\0')
  }
  for (const name of BUILD_PACKAGES) hash.update(`${name}@${installedVersion(name)}\0`)
  return hash.digest('hex')
}

/** Builds the bare app into env.BARE_OUTPUT_ROOT; a build that wrote no index.html failed too. */
async function build(env) {
  await taroH5Build({ cwd: BARE_APP_SOURCE, env, what: "the bare app's build" })
  if (!existsSync(join(env.BARE_OUTPUT_ROOT, 'index.html'))) throw new Error("the bare app's build wrote no index.html")
}

/** Which modules each chunk of the bare build holds (bare-app/config/bench-stats.ts). */
export const BARE_STATS_FILE = join(BARE_APP_OUTPUT, 'bench-stats.json')

/**
 * The bare app's H5 output, built first when missing or stale: `{ dir, built, ms, statsFile }`
 * (`built`: whether this call built it). The build also writes BARE_STATS_FILE, for the
 * first-load breakdown.
 */
export async function ensureBareBuild() {
  const dir = BARE_APP_OUTPUT
  const hash = bareSourceHash()
  const stampFile = join(dir, STAMP)
  const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : undefined
  const statsFile = BARE_STATS_FILE
  if (stamp?.hash === hash && existsSync(join(dir, 'index.html')) && existsSync(statsFile))
    return { dir, built: false, ms: 0, statsFile }
  const started = Date.now()
  await build({ BARE_OUTPUT_ROOT: dir, BARE_STATS: statsFile })
  writeFileSync(stampFile, JSON.stringify({ hash, builtAt: new Date().toISOString() }))
  return { dir, built: true, ms: Date.now() - started, statsFile }
}
