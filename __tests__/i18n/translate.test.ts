/** The app's translator (src/i18n/translate.ts), and the app's words through it (src/i18n/index.ts). */
import { RESOURCES, registerWords, translator } from '@/i18n'
import '@/i18n/locales/places'
import '@/i18n/locales/profile'
import type * as translateModule from '@/i18n/translate'
import { interpolate, mergeWords, translate, type Words } from '@/i18n/translate'

/** Words whose every form says which one it is, so a wrong pick shows. */
const WORDS: Record<'zh-CN' | 'zh-MO' | 'en-US', Words> = {
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

describe('translate', () => {
  it('reads nested keys by their dotted path, and only strings', () => {
    expect(translate(WORDS, 'zh-CN', 'nested.deeper.leaf')).toBe('叶子')
    // An object is not a text: the key comes back (i18next answered with a warning text).
    expect(translate(WORDS, 'zh-CN', 'nested.deeper')).toBe('nested.deeper')
    expect(translate(WORDS, 'zh-CN', 'greet.more')).toBe('greet.more')
    expect(translate(WORDS, 'zh-CN', 'toString')).toBe('toString')
  })

  it('interpolates {{name}} without escaping, every occurrence, with spaces inside the braces', () => {
    expect(translate(WORDS, 'en-US', 'greet', { name: '<b>Ann & Bo</b>' })).toBe('Hello, <b>Ann & Bo</b>')
    expect(interpolate('{{a}}+{{ a }}={{b}}', { a: 1, b: 2 })).toBe('1+1=2')
    expect(interpolate('{{- a}} and {{a, uppercase}}', { a: 'x' })).toBe('x and x')
  })

  it('leaves a placeholder with no value as written, empties one given as undefined or null', () => {
    expect(translate(WORDS, 'en-US', 'greet')).toBe('Hello, {{name}}')
    expect(translate(WORDS, 'en-US', 'greet', { other: 1 })).toBe('Hello, {{name}}')
    expect(translate(WORDS, 'en-US', 'greet', { name: undefined })).toBe('Hello, ')
    expect(translate(WORDS, 'en-US', 'greet', { name: null })).toBe('Hello, ')
  })

  it('does not interpolate inside a value it put in', () => {
    expect(translate(WORDS, 'en-US', 'greet', { name: '{{name}} {{x}}', x: 'no' })).toBe('Hello, {{name}} {{x}}')
  })

  it('English plurals: one for 1, other for the rest, zero first for 0 when the words have it', () => {
    expect(translate(WORDS, 'en-US', 'seats', { count: 1 })).toBe('one seat')
    expect(translate(WORDS, 'en-US', 'seats', { count: 2 })).toBe('2 seats')
    expect(translate(WORDS, 'en-US', 'seats', { count: 1.5 })).toBe('1.5 seats')
    expect(translate(WORDS, 'en-US', 'seats', { count: 0 })).toBe('no seats')
    expect(translate(WORDS, 'en-US', 'seats')).toBe('seats')
  })

  it('Chinese has one plural form: _other even for 1', () => {
    expect(translate(WORDS, 'zh-CN', 'seats', { count: 1 })).toBe('zh 1 个座位')
    expect(translate(WORDS, 'zh-MO', 'seats', { count: 1 })).toBe('zh-MO 1 個座位')
    expect(translate(WORDS, 'zh-CN', 'seats', { count: 0 })).toBe('zh 0 个座位')
  })

  it('takes key_other when the category’s own form is missing, then the bare key', () => {
    expect(translate(WORDS, 'en-US', 'onlyOther', { count: 1 })).toBe('only other 1')
    expect(translate(WORDS, 'en-US', 'plain', { count: 1 })).toBe('Plain 1')
  })

  it('a string count is not a plural count (as in i18next)', () => {
    expect(translate(WORDS, 'en-US', 'seats', { count: '1' })).toBe('seats')
  })

  it('falls back to zh-CN for a key missing in the language, with zh-CN’s plural rule', () => {
    expect(translate(WORDS, 'en-US', 'onlyChinese', { name: 'Ann' })).toBe('只有中文 Ann')
    expect(translate(WORDS, 'zh-MO', 'onlyChinese', { name: 'Ann' })).toBe('只有中文 Ann')
    expect(translate(WORDS, 'en-US', 'tickets', { count: 1 })).toBe('zh-CN other 1')
    expect(translate({ 'zh-CN': WORDS['zh-CN'] }, 'en-US', 'greet', { name: 'Ann' })).toBe('你好，Ann')
  })

  it('uses defaultValue only when no language has the key, interpolated', () => {
    expect(translate(WORDS, 'en-US', 'missing', { defaultValue: 'Hi {{name}}', name: 'Ann' })).toBe('Hi Ann')
    expect(translate(WORDS, 'en-US', 'greet', { defaultValue: 'unused', name: 'Ann' })).toBe('Hello, Ann')
    expect(translate(WORDS, 'en-US', 'onlyChinese', { defaultValue: 'unused', name: 'A' })).toBe('只有中文 A')
  })

  it('answers the key itself when nothing has it', () => {
    expect(translate(WORDS, 'en-US', 'no.such.key')).toBe('no.such.key')
    expect(translate(WORDS, 'zh-MO', 'no.such.key', { count: 3 })).toBe('no.such.key')
    expect(translate({}, 'zh-CN', 'nothing')).toBe('nothing')
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
      // A fresh module: rules are cached per language once made.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('@/i18n/translate') as typeof translateModule
      expect(fresh.pluralCategory('en-US', 1)).toBe('one')
      expect(fresh.pluralCategory('en-US', 2)).toBe('other')
      expect(fresh.translate(WORDS, 'en-US', 'seats', { count: 1 })).toBe('one seat')
      expect(fresh.translate(WORDS, 'en-US', 'seats', { count: 3 })).toBe('3 seats')
      expect(fresh.translate(WORDS, 'zh-CN', 'seats', { count: 1 })).toBe('zh 1 个座位')
      expect(fresh.translate(WORDS, 'zh-MO', 'seats', { count: 1 })).toBe('zh-MO 1 個座位')
    })
  })
})

describe('mergeWords', () => {
  it('merges objects key by key, replaces texts, and changes neither input', () => {
    const target: Words = { a: { keep: 'k', change: 'old', deep: { x: '1' } }, b: 'b' }
    const source: Words = { a: { change: 'new', deep: { y: '2' }, added: 'n' }, c: { d: 'd' } }
    const before = JSON.stringify([target, source])
    expect(mergeWords(target, source)).toEqual({
      a: { keep: 'k', change: 'new', deep: { x: '1', y: '2' }, added: 'n' },
      b: 'b',
      c: { d: 'd' },
    })
    expect(JSON.stringify([target, source])).toBe(before)
  })

  it('a text and an object replace each other', () => {
    expect(mergeWords({ a: 'text', b: { c: 'c' } }, { a: { x: 'x' }, b: 'now text' })).toEqual({ a: { x: 'x' }, b: 'now text' })
  })
})

describe('the app’s words', () => {
  it('plural keys in the feature files: English one/other, Chinese the same form for 1', () => {
    expect(translator('en-US')('places.tour.followers', { count: 1 })).toBe('1 follower')
    expect(translator('en-US')('places.tour.followers', { count: 12 })).toBe('12 followers')
    expect(translator('en-US')('profile.cancel.blocked', { count: 1 })).toMatch(/^You have an unfinished order/)
    expect(translator('en-US')('profile.cancel.blocked', { count: 2 })).toMatch(/^You have 2 unfinished orders/)
    expect(translator('zh-CN')('profile.cancel.blocked', { count: 1 })).toMatch(/^您有 1 笔/)
    expect(translator('zh-MO')('places.tour.followers', { count: 1 })).toBe('1 人關注')
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
    const en = translator('en-US')
    expect(en('testFeature.group.a')).toBe('A again')
    expect(en('testFeature.group.c')).toBe('C')
    expect(en('testFeature.group.b', { n: 2 })).toBe('乙 2')
    expect(translator('zh-MO')('testFeature.group.a')).toBe('甲（澳門）')
    expect(translator('zh-CN')('testFeature.group.a')).toBe('甲')
    expect(en('title.pickSeat')).toBe('Choose seats')
    expect(JSON.stringify(RESOURCES)).toBe(core)
  })
})
