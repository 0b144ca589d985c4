/**
 * The app's words through i18next (src/i18n/index.ts): the rules the app relies on, on words
 * registered as a feature namespace of their own, and the app's own words.
 */
import { LOCALES, type Locale } from '@/domain/launch-query'
import type * as I18nModule from '@/i18n'
import { CORE_NAMESPACE, RESOURCES, i18n, registerWords, translator, type Words } from '@/i18n'
import '@/i18n/locales/places'
import '@/i18n/locales/profile'

/** Words whose every form says which one it is, so a wrong pick shows (the feature `fx`). */
const WORDS: Record<Locale, Words> = {
  'zh-CN': {
    greet: '你好，{{name}}',
    onlyChinese: '只有中文 {{name}}',
    seats_one: 'zh 一个座位',
    seats_other: 'zh {{count}} 个座位',
    tickets_one: 'zh-CN one',
    tickets_other: 'zh-CN other {{count}}',
    nested: { deeper: { leaf: '叶子' } },
  },
  'zh-MO': {
    greet: '你好，{{name}}（澳門）',
    seats_one: 'zh-MO 一個座位',
    seats_other: 'zh-MO {{count}} 個座位',
  },
  'en-US': {
    greet: 'Hello, {{name}}',
    seats_one: 'one seat',
    seats_other: '{{count}} seats',
    seats_zero: 'no seats',
    plain: 'Plain {{count}}',
    onlyOther_other: 'only other {{count}}',
    nested: { deeper: {} },
  },
}
registerWords('fx', WORDS)
const en = translator('en-US')
const zh = translator('zh-CN')
const mo = translator('zh-MO')

describe('i18next as the app uses it', () => {
  it('reads nested keys by their dotted path, and only strings', () => {
    expect(zh('fx.nested.deeper.leaf')).toBe('叶子')
    // An object is not a text: the key comes back.
    expect(zh('fx.nested.deeper')).toBe('fx.nested.deeper')
    expect(zh('fx.greet.more')).toBe('fx.greet.more')
    expect(zh('fx.toString')).toBe('fx.toString')
    expect(zh('toString')).toBe('toString')
  })

  it('interpolates {{name}} without escaping', () => {
    expect(en('fx.greet', { name: '<b>Ann & Bo</b>' })).toBe('Hello, <b>Ann & Bo</b>')
  })

  it('leaves a placeholder with no value as written, empties one given as undefined or null', () => {
    expect(en('fx.greet')).toBe('Hello, {{name}}')
    expect(en('fx.greet', { other: 1 })).toBe('Hello, {{name}}')
    expect(en('fx.greet', { name: undefined })).toBe('Hello, ')
    expect(en('fx.greet', { name: null })).toBe('Hello, ')
  })

  it('does not interpolate inside a value it put in', () => {
    expect(en('fx.greet', { name: '{{name}} {{x}}', x: 'no' })).toBe('Hello, {{name}} {{x}}')
  })

  it('English plurals: one for 1, other for the rest, zero first for 0 when the words have it', () => {
    expect(en('fx.seats', { count: 1 })).toBe('one seat')
    expect(en('fx.seats', { count: 2 })).toBe('2 seats')
    expect(en('fx.seats', { count: 1.5 })).toBe('1.5 seats')
    expect(en('fx.seats', { count: 0 })).toBe('no seats')
  })

  it('Chinese has one plural form: _other even for 1', () => {
    expect(zh('fx.seats', { count: 1 })).toBe('zh 1 个座位')
    expect(mo('fx.seats', { count: 1 })).toBe('zh-MO 1 個座位')
    expect(zh('fx.seats', { count: 0 })).toBe('zh 0 个座位')
  })

  it('takes key_other when the category’s own form is missing, then the bare key', () => {
    expect(en('fx.onlyOther', { count: 1 })).toBe('only other 1')
    expect(en('fx.plain', { count: 1 })).toBe('Plain 1')
  })

  it('a string count is not a plural count', () => {
    expect(en('fx.seats', { count: '1' })).toBe('fx.seats')
  })

  it('falls back to zh-CN for a key missing in the language, with zh-CN’s plural rule', () => {
    expect(en('fx.onlyChinese', { name: 'Ann' })).toBe('只有中文 Ann')
    expect(mo('fx.onlyChinese', { name: 'Ann' })).toBe('只有中文 Ann')
    expect(en('fx.tickets', { count: 1 })).toBe('zh-CN other 1')
  })

  it('uses defaultValue only when no language has the key, interpolated', () => {
    expect(en('fx.missing', { defaultValue: 'Hi {{name}}', name: 'Ann' })).toBe('Hi Ann')
    expect(en('missing', { defaultValue: 'Hi {{name}}', name: 'Ann' })).toBe('Hi Ann')
    expect(en('fx.greet', { defaultValue: 'unused', name: 'Ann' })).toBe('Hello, Ann')
    expect(en('fx.onlyChinese', { defaultValue: 'unused', name: 'A' })).toBe('只有中文 A')
  })

  it('answers the key itself when nothing has it, its feature included', () => {
    expect(en('no.such.key')).toBe('no.such.key')
    expect(mo('no.such.key', { count: 3 })).toBe('no.such.key')
    expect(zh('nothing')).toBe('nothing')
    expect(en('fx.nope')).toBe('fx.nope')
    expect(en('fx.seats')).toBe('fx.seats')
  })

  it('i18n.t follows changeLanguage at once (the runtime calls it when the language changes)', () => {
    const before = i18n.language
    try {
      for (const locale of LOCALES) {
        void i18n.changeLanguage(locale)
        expect(i18n.t('title.pickSeat')).toBe(translator(locale)('title.pickSeat'))
      }
      void i18n.changeLanguage('en-US')
      expect(i18n.t('title.pickSeat')).toBe('Choose seats')
      void i18n.changeLanguage('zh-MO')
      expect(i18n.t('fx.greet', { name: 'A' })).toBe('你好，A（澳門）')
    } finally {
      void i18n.changeLanguage(before)
    }
  })
})

describe('feature namespaces', () => {
  it('a feature’s words are its own namespace, absent until its index loads', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('@/i18n') as typeof I18nModule
      expect(fresh.i18n.hasResourceBundle('en-US', 'address')).toBe(false)
      expect(fresh.translator('en-US')('address.list.add')).toBe('address.list.add')
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('@/i18n/locales/address')
      for (const locale of LOCALES) expect(fresh.i18n.hasResourceBundle(locale, 'address')).toBe(true)
      expect(fresh.i18n.getResourceBundle('en-US', CORE_NAMESPACE)).not.toHaveProperty('address')
      expect(fresh.translator('en-US')('address.list.add')).not.toBe('address.list.add')
    })
  })

  it('registerWords adds a feature deeply, a later bundle overriding and extending it, core words untouched', () => {
    const core = JSON.stringify(RESOURCES)
    registerWords('testFeature', {
      'zh-CN': { group: { a: '甲', b: '乙 {{n}}' } },
      'zh-MO': { group: { a: '甲（澳門）' } },
      'en-US': { group: { a: 'A' } },
    })
    registerWords('testFeature', {
      'zh-CN': { group: { c: '丙' } },
      'zh-MO': { group: { c: '丙（澳門）' } },
      'en-US': { group: { a: 'A again', c: 'C' } },
    })
    expect(en('testFeature.group.a')).toBe('A again')
    expect(en('testFeature.group.c')).toBe('C')
    expect(en('testFeature.group.b', { n: 2 })).toBe('乙 2')
    expect(mo('testFeature.group.a')).toBe('甲（澳門）')
    expect(zh('testFeature.group.a')).toBe('甲')
    expect(en('title.pickSeat')).toBe('Choose seats')
    expect(JSON.stringify(RESOURCES)).toBe(core)
  })
})

describe('plurals without Intl.PluralRules (old mini-program runtimes)', () => {
  const original = Intl.PluralRules
  afterEach(() => {
    Object.defineProperty(Intl, 'PluralRules', { value: original, configurable: true, writable: true })
  })

  it('English: one for exactly 1, Chinese: always other', () => {
    Object.defineProperty(Intl, 'PluralRules', { value: undefined, configurable: true, writable: true })
    jest.isolateModules(() => {
      // A fresh instance: i18next caches a rule per language once made.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('@/i18n') as typeof I18nModule
      fresh.registerWords('fx', WORDS)
      expect(fresh.translator('en-US')('fx.seats', { count: 1 })).toBe('one seat')
      expect(fresh.translator('en-US')('fx.seats', { count: 3 })).toBe('3 seats')
      expect(fresh.translator('zh-CN')('fx.seats', { count: 1 })).toBe('zh 1 个座位')
      expect(fresh.translator('zh-MO')('fx.seats', { count: 1 })).toBe('zh-MO 1 個座位')
      expect(fresh.translator('en-US')('fx.tickets', { count: 1 })).toBe('zh-CN other 1')
    })
  })
})

describe('the app’s words', () => {
  it('plural keys in the feature files: English one/other, Chinese the same form for 1', () => {
    expect(en('places.tour.followers', { count: 1 })).toBe('1 follower')
    expect(en('places.tour.followers', { count: 12 })).toBe('12 followers')
    expect(en('profile.cancel.blocked', { count: 1 })).toMatch(/^You have an unfinished order/)
    expect(en('profile.cancel.blocked', { count: 2 })).toMatch(/^You have 2 unfinished orders/)
    expect(zh('profile.cancel.blocked', { count: 1 })).toMatch(/^您有 1 笔/)
    expect(mo('places.tour.followers', { count: 1 })).toBe('1 人關注')
  })
})
