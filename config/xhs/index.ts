/**
 * Taro platform plugin for Xiaohongshu (小红书) mini-programs: `taro build --type xhs`.
 *
 * Xiaohongshu has no published Taro platform plugin, so the project carries this one (DESIGN.md,
 * "Platforms"). It is modelled on @tarojs/plugin-platform-tt and -weapp (4.2.0): Xiaohongshu's
 * mini-program framework is WeChat-like, with its own names:
 *   - templates `.xhsml` with `xhs:if` / `xhs:elif` / `xhs:else` / `xhs:for` / `xhs:key` ...,
 *   - styles `.css`, config `.json`, script `.js`,
 *   - template scripts `.sjs`, included with `<sjs module="..." src="..." />` and exporting
 *     through `module.exports` (Xiaohongshu's "sjs 语法参考"),
 *   - the global API object `xhs` (`xhs.request`, `xhs.navigateTo`, ...),
 *   - the IDE settings in `project.xhs.json`, written to the output as `project.config.json`.
 *
 * Everything Node needs is in this one file on purpose: Taro compiles plugin files with swc
 * only for the plugin's own path, so a sibling .ts module imported from here would not be
 * compiled. The two modules the *app bundle* imports (runtime.js, components-react.js) are
 * plain ES5 JavaScript: webpack does not send files outside src/ through Babel.
 */
import path from 'node:path'
import { TaroPlatformBase, type IPluginContext } from '@tarojs/service'
import { RecursiveTemplate } from '@tarojs/shared/dist/template'

/**
 * The template generator (base.xhsml, utils.sjs and each page's .xhsml).
 *
 * Like Douyin's (and Taro's earlier official Xiaohongshu plugin), Xiaohongshu templates may
 * include themselves, so one level of templates is enough (RecursiveTemplate; WeChat needs
 * UnRecursiveTemplate's 16 levels plus a `comp` component).
 */
class XhsTemplate extends RecursiveTemplate {
  override supportXS = true
  override Adapter = {
    if: 'xhs:if',
    else: 'xhs:else',
    elseif: 'xhs:elif',
    for: 'xhs:for',
    forItem: 'xhs:for-item',
    forIndex: 'xhs:for-index',
    key: 'xhs:key',
    xs: 'sjs',
    type: 'xhs',
  }

  /** Event attributes are lower case; `longtap` is spelled `longpress`, as on WeChat. */
  override replacePropName(name: string, value: string): string {
    if (value !== 'eh') return name
    const lower = name.toLowerCase()
    return lower === 'bindlongtap' ? 'bindlongpress' : lower
  }

  /** How a template imports the helper module (utils.sjs) written next to base.xhsml. */
  override buildXsTemplate(filePath = './utils'): string {
    return `<sjs module="xs" src="${filePath}.sjs" />`
  }
}

/** The platform: file names and globals for the runner, then Taro's usual mini-program build. */
export class Xhs extends TaroPlatformBase {
  platform = 'xhs'
  globalObject = 'xhs'
  override projectConfigJson = 'project.xhs.json'
  /** Injected into app.js by the build: wires Taro's API object to `xhs` (runtime.js). */
  runtimePath = path.resolve(__dirname, 'runtime.js')
  /** What `@tarojs/components` resolves to in the mini-program bundle. */
  override taroComponentsPath = path.resolve(__dirname, 'components-react.js')
  fileType = { templ: '.xhsml', style: '.css', config: '.json', script: '.js', xs: '.sjs' }
  template = new XhsTemplate()
}

export default (ctx: IPluginContext) => {
  ctx.registerPlatform({
    name: 'xhs',
    // Reads the `mini` section of config/index.ts, like every mini-program target.
    useConfigName: 'mini',
    async fn({ config }: { config: ConstructorParameters<typeof Xhs>[1] }) {
      await new Xhs(ctx, config).start()
    },
  })
}
