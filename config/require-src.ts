import { buildSync } from 'esbuild'
import path from 'node:path'

/**
 * Taro compiles only config/ when it loads this config, so modules from src/ (the route table)
 * are bundled here with esbuild and evaluated. They must stay pure data: no Taro runtime.
 */
export function requireSrc<T>(relative: string): T {
  const result = buildSync({
    entryPoints: [path.resolve(__dirname, '..', 'src', relative)],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]?.text ?? ''
  const module = { exports: {} as T }
  // Evaluating our own bundled source.
  new Function('module', 'exports', 'require', code)(module, module.exports, require)
  return module.exports
}
