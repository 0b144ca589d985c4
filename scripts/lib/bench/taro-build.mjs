// One H5 build by the project's installed Taro CLI, for the bench: the app's build with stats
// (first-load.mjs) and the bare app's (bare-app.mjs). Resolves when it exits 0; else rejects
// with the end of its output.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { projectRoot } from '../routes.mjs'

/** Builds H5 in `cwd` with `env` added (production); `what` names it in a failure. */
export function taroH5Build({ cwd, env, what }) {
  const cli = join(projectRoot, 'node_modules', '@tarojs', 'cli', 'bin', 'taro')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build', '--type', 'h5'], {
      cwd,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code}):\n${output.slice(-2000)}`)),
    )
  })
}
