import { DEFAULT_LOCALE, LOCALES, normalizeLocale, parseThemeParam, resolveDark } from '@/domain/launch-query'

describe('lang= (spec section 2 and 5)', () => {
  it('offers the three spec languages, zh-CN by default', () => {
    expect(LOCALES).toEqual(['zh-CN', 'zh-MO', 'en-US'])
    expect(DEFAULT_LOCALE).toBe('zh-CN')
  })

  it('keeps zh-MO, maps other Chinese tags to zh-CN and English ones to en-US', () => {
    expect(normalizeLocale('zh-MO')).toBe('zh-MO')
    expect(normalizeLocale('zh_mo')).toBe('zh-MO')
    expect(normalizeLocale('zh')).toBe('zh-CN')
    expect(normalizeLocale('zh-CN')).toBe('zh-CN')
    expect(normalizeLocale('zh-TW')).toBe('zh-CN')
    expect(normalizeLocale('en')).toBe('en-US')
    expect(normalizeLocale('en-GB')).toBe('en-US')
    expect(normalizeLocale(' EN_us ')).toBe('en-US')
  })

  it('ignores what it does not know', () => {
    expect(normalizeLocale('fr-FR')).toBeUndefined()
    expect(normalizeLocale('english')).toBeUndefined()
    expect(normalizeLocale('')).toBeUndefined()
    expect(normalizeLocale(undefined)).toBeUndefined()
    expect(normalizeLocale(null)).toBeUndefined()
  })
})

describe('theme= (spec section 2)', () => {
  it('forces dark or light', () => {
    expect(parseThemeParam('dark')).toBe('DARK_MODE')
    expect(parseThemeParam('DARK')).toBe('DARK_MODE')
    expect(parseThemeParam('dark_mode')).toBe('DARK_MODE')
    expect(parseThemeParam('light')).toBe('LIGHT_MODE')
    expect(parseThemeParam(' Light_Mode ')).toBe('LIGHT_MODE')
  })

  it('can ask to follow the system', () => {
    expect(parseThemeParam('system')).toBe('FOLLOW_SYSTEM')
    expect(parseThemeParam('auto')).toBe('FOLLOW_SYSTEM')
    expect(parseThemeParam('follow_system')).toBe('FOLLOW_SYSTEM')
  })

  it('ignores anything else', () => {
    expect(parseThemeParam('blue')).toBeUndefined()
    expect(parseThemeParam('')).toBeUndefined()
    expect(parseThemeParam(undefined)).toBeUndefined()
  })
})

describe('the mode shown', () => {
  it('is dark in dark mode and light in light mode, whatever the system says', () => {
    expect(resolveDark('DARK_MODE', false)).toBe(true)
    expect(resolveDark('LIGHT_MODE', true)).toBe(false)
  })

  it('follows the system otherwise', () => {
    expect(resolveDark('FOLLOW_SYSTEM', true)).toBe(true)
    expect(resolveDark('FOLLOW_SYSTEM', false)).toBe(false)
  })
})
