// The translation step (docs/decisions/weapp-harness.md, "Alipay, Douyin, Xiaohongshu"): Taro's
// Alipay, Douyin and Xiaohongshu outputs use the same recursive base-template scheme as WeChat's,
// in their own template syntax. Renamed mechanically to WeChat's, wcc compiles them and the harness
// runs each build's own JavaScript against its own templates. Only what differs is renamed:
//   - file extensions: .axml/.ttml/.xhsml -> .wxml, .sjs -> .wxs, .acss/.ttss/.css -> .wxss (and
//     the style files' @import of each other);
//   - directives: a:if / tt:for / xhs:key ... -> wx:if / wx:for / wx:key ...;
//   - script modules: <import-sjs name from> (Alipay) and <sjs module src> -> <wxs module src>,
//     and an ES `export default` in the script -> `module.exports =` (WXS is CommonJS);
//   - Alipay's event attributes: onTap / catchTouchMove -> bindtap / catchtouchmove;
//   - Alipay's app.json: tabBar.customize / items -> custom / list, customize-tab-bar -> custom-tab-bar.
// Anything the translation does not know stays as it was, so wcc (or the template runtime) fails
// on it: a leftover of another platform's syntax is a broken build, not something to paper over.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'

/** Per target: its directive prefix, template / script / style extensions. */
export const SYNTAX = {
  alipay: { prefix: 'a', template: '.axml', script: '.sjs', style: '.acss' },
  tt: { prefix: 'tt', template: '.ttml', script: '.sjs', style: '.ttss' },
  xhs: { prefix: 'xhs', template: '.xhsml', script: '.sjs', style: '.css' },
}

/** WeChat's own syntax, which the other platforms' compilers reject: in their builds, a leftover. */
const WECHAT_SYNTAX = /\swx:[a-z-]+=|<wxs\b|\.wxml"/
/** Alipay names events onTap / catchTap: a lower-case bindtap in an .axml is WeChat's. */
const WECHAT_EVENTS = /\s(bind|catch)[a-z]+=/

/** One template's text in WeChat's syntax; `file` names it in the error a leftover of WeChat's syntax raises. */
export function translateTemplate(text, target, file = 'a template') {
  const { prefix, template, script } = SYNTAX[target]
  const leftover = WECHAT_SYNTAX.exec(text) ?? (target === 'alipay' ? WECHAT_EVENTS.exec(text) : null)
  if (leftover) throw new Error(`${file}: WeChat's syntax (${leftover[0].trim()}) in a ${target} template`)
  const ext = (name) => name.replace(new RegExp(`\\${template}$`), '.wxml').replace(new RegExp(`\\${script}$`), '.wxs')
  let out = text
    .replace(new RegExp(`(\\s)${prefix}:(if|elif|else|for|for-item|for-index|for-items|key)\\b`, 'g'), '$1wx:$2')
    .replace(
      /<import-sjs\s+name="([^"]+)"\s+from="([^"]+)"\s*\/>/g,
      (_, name, src) => `<wxs module="${name}" src="${ext(src)}" />`,
    )
    .replace(/<sjs\s+module="([^"]+)"\s+src="([^"]+)"\s*\/>/g, (_, name, src) => `<wxs module="${name}" src="${ext(src)}" />`)
    .replace(/<(import|include)\s+src="([^"]+)"/g, (_, tag, src) => `<${tag} src="${ext(src)}"`)
  if (target === 'alipay') {
    // Alipay names events onTap / catchTap; WeChat bindtap / catchtap.
    out = out.replace(
      /(\s)(on|catch)([A-Z][A-Za-z]*)=/g,
      (_, space, kind, name) => `${space}${kind === 'on' ? 'bind' : 'catch'}${name.toLowerCase()}=`,
    )
  }
  return out
}

/** A style file's imports name .wxss files (the styles themselves are not changed). */
export function translateStyle(text, target) {
  const ext = SYNTAX[target].style.slice(1)
  return text.replace(new RegExp(`(@import\\s+["'][^"']+)\\.${ext}(["'])`, 'g'), '$1.wxss$2')
}

/** A script module (utils.sjs) as WXS: CommonJS. */
export function translateScript(text) {
  return text.replace(/^\s*export\s+default\s+/m, 'module.exports = ')
}

/** app.json in WeChat's names (Alipay's custom tab bar and window title). */
export function translateAppJson(json, target) {
  if (target !== 'alipay' || !json.tabBar) return json
  const { customize, items, ...rest } = json.tabBar
  return {
    ...json,
    tabBar: {
      ...rest,
      custom: customize ?? rest.custom,
      list: (items ?? rest.list ?? []).map(({ name, ...item }) => ({ ...item, text: item.text ?? name })),
    },
  }
}

/** Alipay's custom tab bar folder is customize-tab-bar; WeChat's custom-tab-bar. */
const renameDir = (target, name) => (target === 'alipay' && name === 'customize-tab-bar' ? 'custom-tab-bar' : name)

/**
 * Copies `dist` (a target's build) into a fresh folder in WeChat's names and syntax and answers
 * it; `remove()` deletes it. Every file is copied (JS unchanged).
 */
export function translateBuild(dist, target) {
  if (!SYNTAX[target]) throw new Error(`translate: unknown target ${target}`)
  const out = mkdtempSync(join(tmpdir(), `mini-${target}-`))
  try {
    copyTranslated(dist, out, target)
  } catch (error) {
    rmSync(out, { recursive: true, force: true })
    throw error
  }
  return { dir: out, remove: () => rmSync(out, { recursive: true, force: true }) }
}

function copyTranslated(dist, out, target) {
  const { template, script, style } = SYNTAX[target]
  const walk = (from, to) => {
    mkdirSync(to, { recursive: true })
    for (const name of readdirSync(from)) {
      const source = join(from, name)
      if (statSync(source).isDirectory()) {
        walk(source, join(to, renameDir(target, name)))
        continue
      }
      const ext = extname(name)
      const base = name.slice(0, -ext.length)
      if (name === 'app.json' && from === dist) {
        writeFileSync(join(to, name), JSON.stringify(translateAppJson(JSON.parse(readFileSync(source, 'utf8')), target)))
      } else if (ext === template) {
        writeFileSync(join(to, `${base}.wxml`), translateTemplate(readFileSync(source, 'utf8'), target, source))
      } else if (ext === script) {
        writeFileSync(join(to, `${base}.wxs`), translateScript(readFileSync(source, 'utf8')))
      } else if (ext === style) {
        writeFileSync(join(to, `${base}.wxss`), translateStyle(readFileSync(source, 'utf8'), target))
      } else {
        cpSync(source, join(to, name))
      }
    }
  }
  walk(dist, out)
}
