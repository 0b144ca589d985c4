// Loads src/routes.ts (TypeScript) from the Node scripts, through esbuild (a Taro dependency).
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

export async function loadTs(relative) {
  const result = await build({
    entryPoints: [join(root, relative)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].text
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}

export const loadRoutes = () => loadTs('src/routes.ts')
export const projectRoot = root
