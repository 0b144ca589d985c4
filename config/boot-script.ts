import path from 'node:path'
import { build, type Plugin } from 'esbuild'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import type { Compiler } from 'webpack'
import type { BootRoutes } from '../src/boot/early-requests'
import { pageFileMap } from './route-preload'

/** The boot script's tag names the app's scripts in this attribute, space-separated (scripts/lib/h5.mjs reads it). */
const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts'

/**
 * The page files the boot script carries, written beside index.html as JSON for the bench's first
 * load per page (scripts/lib/h5.mjs); no page asks for it.
 */
export const PAGE_FILES_ASSET = 'boot-page-files.json'

/** Stand for the app's script list and its pages' files in the bundle until the page's tags are known. */
export const SCRIPTS_PLACEHOLDER = '__BOOT_APP_SCRIPTS__'
export const PAGE_FILES_PLACEHOLDER = '__BOOT_PAGE_FILES__'

/**
 * The app's own modules (src/) have no import-time side effects (the api modules, the route
 * table...): marked so, esbuild drops what the boot does not use, such as the api modules' request
 * layer behind the request descriptors it takes from them (src/boot/README.md).
 */
function sourceWithoutSideEffects(root: string): Plugin {
  const src = path.join(root, 'src') + path.sep
  return {
    name: 'src-without-side-effects',
    setup(build) {
      build.onResolve({ filter: /^(@\/|\.)/ }, async (args) => {
        if (args.pluginData === 'resolving') return undefined
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        })
        if (resolved.errors.length || !resolved.path.startsWith(src)) return undefined
        return { path: resolved.path, sideEffects: false }
      })
    },
  }
}

/** Browsers the H5 build supports (babel.config.js H5_TARGETS). */
const BOOT_TARGETS = ['chrome73', 'safari12']

/**
 * src/boot/early-requests.ts's `boot(routes, scripts, pageFiles)` as index.html runs it, minified,
 * the scripts and page files left as placeholders for the page's tags (esbuild's plugins need its
 * asynchronous API). `__tests__/h5/app-shell.test.ts` runs it in the page template.
 */
export async function bundleBoot(root: string, routes: BootRoutes, constants: Readonly<Record<string, string>>): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { boot } from './src/boot/early-requests'\nboot(${JSON.stringify(routes)}, ${SCRIPTS_PLACEHOLDER}, ${PAGE_FILES_PLACEHOLDER})`,
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
    plugins: [sourceWithoutSideEffects(root)],
  })
  return (result.outputFiles[0]?.text ?? '').trim()
}

/**
 * H5: src/boot/early-requests.ts, bundled on its own (esbuild, with the app's build constants) and
 * inlined at the top of index.html, so the launch's first requests start before the app's scripts
 * have downloaded. The app's entry scripts are taken out of the page's tags and handed to it, with
 * the files of each main-package page (route-preload.ts): it loads them with the opened page's own
 * files and runs them in order (on the home and all-shows tabs once the shell's images have
 * painted). `routes`: what it knows of the web paths (src/boot/shell-paths.ts); `pages`: web path ->
 * page module of the main package's pages.
 */
export class BootScript {
  private code = ''

  constructor(
    private readonly root: string,
    private readonly routes: BootRoutes,
    private readonly pages: Readonly<Record<string, string>>,
    private readonly constants: Readonly<Record<string, string>>,
  ) {}

  /** The boot script, bundled once per build. */
  private async bundle(): Promise<void> {
    this.code ||= await bundleBoot(this.root, this.routes, this.constants)
  }

  apply(compiler: Compiler): void {
    compiler.hooks.beforeCompile.tapPromise('BootScript', () => this.bundle())
    compiler.hooks.compilation.tap('BootScript', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootScript', (data) => {
        // The app's entry scripts leave the page's tags: the boot script loads and runs them.
        const isEntry = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
          tag.tagName === 'script' && typeof tag.attributes.src === 'string'
        const scripts = [...data.headTags, ...data.bodyTags].filter(isEntry).map((tag) => String(tag.attributes.src))
        for (const placeholder of [SCRIPTS_PLACEHOLDER, PAGE_FILES_PLACEHOLDER])
          if (!this.code.includes(placeholder)) throw new Error(`BootScript: the bundle lost its placeholder ${placeholder}`)
        const pageFiles = pageFileMap(compilation, this.root, this.pages)
        compilation.emitAsset(PAGE_FILES_ASSET, new compiler.webpack.sources.RawSource(JSON.stringify(pageFiles)))
        data.headTags = data.headTags.filter((tag) => !isEntry(tag))
        data.bodyTags = data.bodyTags.filter((tag) => !isEntry(tag))
        data.headTags.unshift({
          tagName: 'script',
          voidTag: false,
          // The same list, readable without running the page (scripts/lib/h5.mjs: check-dist, bench).
          attributes: { [APP_SCRIPTS_ATTRIBUTE]: scripts.join(' ') },
          meta: { plugin: 'BootScript' },
          innerHTML: this.code
            .replace(SCRIPTS_PLACEHOLDER, JSON.stringify(scripts))
            .replace(PAGE_FILES_PLACEHOLDER, JSON.stringify(pageFiles)),
        })
        return data
      })
    })
  }
}
