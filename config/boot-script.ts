import path from 'node:path'
import { buildSync } from 'esbuild'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import type { Compiler } from 'webpack'

/** Browsers the H5 build supports (babel.config.js H5_TARGETS). */
const BOOT_TARGETS = ['chrome73', 'safari12']

/**
 * H5: src/boot/early-requests.ts, bundled on its own (esbuild, with the app's build constants) and
 * inlined at the top of index.html, so the home tab's first requests start before the app's
 * scripts have downloaded. `paths`: the web paths of the tab pages it starts requests for.
 */
export class BootScript {
  private readonly code: string

  constructor(
    root: string,
    paths: { readonly home: readonly string[]; readonly allShows: readonly string[] },
    constants: Readonly<Record<string, string>>,
  ) {
    const result = buildSync({
      stdin: {
        contents: `import { boot } from './src/boot/early-requests'\nboot(${JSON.stringify(paths)})`,
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      target: BOOT_TARGETS,
      tsconfig: path.join(root, 'tsconfig.json'),
      define: { 'process.env.TARO_ENV': '"h5"', ...constants },
      legalComments: 'none',
    })
    this.code = (result.outputFiles[0]?.text ?? '').trim()
  }

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('BootScript', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootScript', (data) => {
        data.headTags.unshift({
          tagName: 'script',
          voidTag: false,
          attributes: {},
          meta: { plugin: 'BootScript' },
          innerHTML: this.code,
        })
        return data
      })
    })
  }
}
