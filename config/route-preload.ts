import path from 'node:path'
import type { Chunk, Compilation, Module, NormalModule } from 'webpack'

/**
 * H5: the files (scripts and styles) of each given web path's page, so the first page's own chunks
 * can load with the entry instead of after it has run: Taro's router fetches a page's chunks only
 * once `app.js` has executed and matched the address. The boot script (config/boot-script.ts)
 * carries this map and preloads the opened address's files with the app's scripts.
 *
 * `pages`: web path -> page module path under the project (`{ '/': 'src/pages/list/list' }`).
 */
export function pageFileMap(
  compilation: Compilation,
  root: string,
  pages: Readonly<Record<string, string>>,
): Record<string, string[]> {
  const publicPath = String(compilation.outputOptions.publicPath ?? '/')
  const filesOf = new Map<string, string[]>()
  for (const module of compilation.modules) {
    // A concatenated module stands for the modules webpack merged into it.
    const inner = (module as Module & { modules?: Module[] }).modules ?? [module]
    for (const part of inner) {
      const resource = (part as NormalModule).resource
      if (!resource) continue
      const page = path
        .relative(root, resource.split('?')[0] ?? resource)
        .replace(/\\/g, '/')
        .replace(/\.[jt]sx?$/, '')
      if (!filesOf.get(page)?.length) filesOf.set(page, pageFiles(compilation, module, publicPath))
    }
  }
  const map: Record<string, string[]> = {}
  for (const [webPath, page] of Object.entries(pages)) {
    const files = filesOf.get(page)
    if (files?.length) map[webPath] = files
  }
  return map
}

/** The files of every chunk loaded with the async chunk group(s) holding `module` (the page's import()). */
function pageFiles(compilation: Compilation, module: Module, publicPath: string): string[] {
  const files = new Set<string>()
  for (const chunk of compilation.chunkGraph.getModuleChunks(module)) {
    if (chunk.canBeInitial()) continue
    for (const group of chunk.groupsIterable) {
      for (const member of group.chunks as Chunk[]) {
        for (const file of member.files) if (/\.(js|css)$/.test(file)) files.add(publicPath + file)
      }
    }
  }
  return [...files]
}
