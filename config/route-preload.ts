import path from 'node:path'
// The same module Taro's H5 runner uses (one copy in node_modules): its hooks are per instance.
import HtmlWebpackPlugin from 'html-webpack-plugin'
import type { Chunk, Compilation, Compiler, Module, NormalModule } from 'webpack'

/**
 * H5: the first page's own chunks start loading with the entry, not after it has run. Taro's router
 * fetches a page's chunks only once `app.js` has executed and matched the address; this plugin
 * writes into index.html a small script that maps each given web path to the files of its page
 * (scripts and styles) and preloads those of the address being opened.
 *
 * `pages`: web path -> page module path under the project (`{ '/': 'src/pages/list/list' }`).
 */
export class RoutePreload {
  constructor(private readonly pages: Readonly<Record<string, string>>) {}

  apply(compiler: Compiler): void {
    const root = compiler.context
    compiler.hooks.compilation.tap('RoutePreload', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('RoutePreload', (data) => {
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
        for (const [webPath, page] of Object.entries(this.pages)) {
          const files = filesOf.get(page)
          if (files?.length) map[webPath] = files
        }
        if (!Object.keys(map).length) return data
        data.headTags.push({
          tagName: 'script',
          voidTag: false,
          attributes: {},
          meta: { plugin: 'RoutePreload' },
          innerHTML: `(function(m){var p=location.pathname.replace(/\\/+$/,'')||'/',f=m[p];if(f)for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='preload';l.as=/\\.css$/.test(f[i])?'style':'script';l.href=f[i];document.head.appendChild(l)}})(${JSON.stringify(map)})`,
        })
        return data
      })
    })
  }
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
