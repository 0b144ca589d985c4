import fs from 'node:fs'
import path from 'node:path'
import { LOCALES } from '@/domain/launch-query'
import { CORE_NAMESPACE, RESOURCES, i18n, translator } from '@/i18n'
import { PAGE_NAMES, titleKey } from '@/routes'

const localeDir = path.resolve(__dirname, '..', 'src', 'i18n', 'locales')
type Tree = { [key: string]: string | Tree }

/** `{ a: { b: 'x' } }` -> `[['a.b', 'x']]` */
function flatten(tree: Tree, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  )
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree
/** Feature namespaces: one folder per feature under locales/, one file per language and an index.ts registering them. */
const featureDirs = fs
  .readdirSync(localeDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const files = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      ...readJson(path.join(localeDir, `${locale}.json`)),
      ...Object.fromEntries(featureDirs.map((feature) => [feature, readJson(path.join(localeDir, feature, `${locale}.json`))])),
    } as Tree,
  ]),
)
const flat = Object.fromEntries(LOCALES.map((locale) => [locale, new Map(flatten(files[locale] ?? {}))]))

describe('locale files', () => {
  it('exist for exactly the three spec languages, in the core and in every feature folder', () => {
    const coreFiles = fs.readdirSync(localeDir).filter((name) => !featureDirs.includes(name))
    expect(coreFiles.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort())
    for (const feature of featureDirs)
      expect([feature, fs.readdirSync(path.join(localeDir, feature)).sort()]).toEqual([
        feature,
        ['index.ts', ...LOCALES.map((locale) => `${locale}.json`)].sort(),
      ])
  })

  it('no feature shadows a core key', () => {
    const core = readJson(path.join(localeDir, 'zh-CN.json'))
    expect(featureDirs.filter((feature) => feature in core)).toEqual([])
  })

  it.each(featureDirs)('%s: its index registers its own words under its name', (feature) => {
    const index = fs.readFileSync(path.join(localeDir, feature, 'index.ts'), 'utf8')
    expect(index).toContain(`registerWords('${feature}', { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })`)
  })

  it('every screen or component using a feature’s words loads them (imports its index)', () => {
    const srcDir = path.resolve(__dirname, '..', 'src')
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) return ['domain', 'platform', 'i18n'].includes(entry.name) ? [] : sources(file)
        return /\.tsx?$/.test(entry.name) ? [file] : []
      })
    const missing = sources(srcDir).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8')
      return featureDirs
        .filter((feature) => new RegExp(`(?<![\\w.])['"\`]${feature}\\.[A-Za-z]`).test(text))
        .filter((feature) => !text.includes(`import '@/i18n/locales/${feature}'`))
        .map((feature) => `${path.relative(srcDir, file)} uses ${feature}.* without importing @/i18n/locales/${feature}`)
    })
    expect(missing).toEqual([])
  })

  it.each(LOCALES)('%s has every key the others have', (locale) => {
    const all = new Set(LOCALES.flatMap((other) => [...(flat[other]?.keys() ?? [])]))
    const missing = [...all].filter((key) => !flat[locale]?.has(key))
    expect(missing).toEqual([])
  })

  it.each(LOCALES)('%s has only non-empty strings', (locale) => {
    const bad = [...(flat[locale] ?? [])].filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    expect(bad).toEqual([])
  })

  it.each(LOCALES)('%s titles every page of the route table', (locale) => {
    const missing = PAGE_NAMES.map(titleKey).filter((key) => typeof flat[locale]?.get(key) !== 'string')
    expect(missing).toEqual([])
  })

  it('has no page title for a page that is not in the route table', () => {
    const titles = Object.keys((files['zh-CN']?.title ?? {}) as Tree)
    expect(titles.filter((name) => !(PAGE_NAMES as string[]).includes(name))).toEqual([])
  })

  /**
   * Keys whose languages state a number differently on purpose, with the values each may use: a
   * rate coupon is the share paid in Chinese (8.5折, `tag`) and the share off in English (15% off,
   * `percent`); the card passes both (a coupon's rate, a privilege card's discount).
   */
  const OWN_NUMBER_FORMS: Record<string, string[]> = {
    'coupons.value.rate': ['percent', 'tag'],
    'card.benefit.discount': ['percent', 'tag'],
  }

  it('uses the same {{placeholders}} in every language', () => {
    const placeholders = (value: unknown) => [...String(value).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort()
    for (const [key, value] of flat['zh-CN'] ?? []) {
      for (const locale of LOCALES) {
        const own = placeholders(flat[locale]?.get(key))
        const allowed = OWN_NUMBER_FORMS[key]
        if (allowed)
          expect([key, locale, own.length > 0 && own.every((name) => allowed.includes(name))]).toEqual([key, locale, true])
        else expect([key, locale, own]).toEqual([key, locale, placeholders(value)])
      }
    }
  })

  it('really translates: English differs from Chinese, zh-MO is Traditional', () => {
    expect(flat['en-US']?.get('notYet.title')).not.toBe(flat['zh-CN']?.get('notYet.title'))
    expect(flat['zh-CN']?.get('title.showDetail')).toBe('演出详情')
    expect(flat['zh-MO']?.get('title.showDetail')).toBe('演出詳情')
    expect(flat['en-US']?.get('title.showDetail')).toBe('Show details')
  })
})

describe('i18n runtime', () => {
  it('bundles the core locale files as they are on disk, and registered features add theirs as namespaces', async () => {
    for (const locale of LOCALES) {
      expect(RESOURCES[locale]).toEqual(readJson(path.join(localeDir, `${locale}.json`)))
      expect(i18n.getResourceBundle(locale, CORE_NAMESPACE)).toEqual(readJson(path.join(localeDir, `${locale}.json`)))
    }
    for (const feature of featureDirs) await import(`@/i18n/locales/${feature}`)
    for (const locale of LOCALES)
      for (const feature of featureDirs)
        expect([feature, i18n.getResourceBundle(locale, feature)]).toEqual([feature, files[locale]?.[feature]])
  })

  it.each(LOCALES)(
    '%s: every key of the files resolves to its own text through i18next (plural forms by count)',
    async (locale) => {
      for (const feature of featureDirs) await import(`@/i18n/locales/${feature}`)
      const t = translator(locale)
      const rules = new Intl.PluralRules(locale)
      const wrong: string[] = []
      for (const [key, value] of flat[locale] ?? []) {
        const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key)
        if (!plural) {
          if (t(key) !== value) wrong.push(`${key}: ${t(key)}`)
          continue
        }
        const [, base = '', category] = plural
        // A count in the category (Chinese has no 'one': its _one form is never picked, as CLDR says).
        const count = category === 'zero' ? 0 : [1, 2, 3, 5, 7, 11, 21].find((n) => rules.select(n) === category)
        if (count === undefined) continue
        const expected = String(value).replace(/{{count}}/g, String(count))
        if (t(base, { count }) !== expected) wrong.push(`${key} (count ${count}): ${t(base, { count })}`)
      }
      expect(wrong).toEqual([])
    },
  )

  it('translates with each locale and interpolates', () => {
    expect(translator('zh-CN')('title.pickSeat')).toBe('选座')
    expect(translator('en-US')('title.pickSeat')).toBe('Choose seats')
    expect(translator('zh-CN')('tab.cartBadge', { count: 5 })).toBe('购物车中有 5 件商品')
  })
})
