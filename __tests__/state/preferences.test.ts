import { createStore } from 'jotai'
import type * as PreferencesModule from '@/state/preferences'
import { setStorageSync, taroMock } from '../__mocks__/tarojs-taro'
import { relaunch } from './relaunch'

beforeEach(() => taroMock.reset())

const launch = () => relaunch<typeof PreferencesModule>('@/state/preferences')

describe('preferences across launches', () => {
  it('keeps the language a `lang` query chose', () => {
    const first = launch()
    first.applyLaunchQuery(createStore(), { lang: 'en' })
    const again = launch()
    expect(createStore().get(again.localeAtom)).toBe('en-US')
  })

  it('forces the `theme` query for this visit only; the user’s own choice is kept', () => {
    const first = launch()
    const store = createStore()
    store.set(first.themeModeAtom, 'LIGHT_MODE')
    first.applyLaunchQuery(store, { theme: 'dark' })
    expect(store.get(first.effectiveThemeModeAtom)).toBe('DARK_MODE')
    expect(store.get(first.themeModeAtom)).toBe('LIGHT_MODE')
    const again = launch()
    expect(createStore().get(again.effectiveThemeModeAtom)).toBe('LIGHT_MODE')
  })

  it('reads an unknown stored language or mode as the default', () => {
    setStorageSync('locale', '"fr-FR"')
    setStorageSync('themeMode', '"SEPIA"')
    const { localeAtom, effectiveThemeModeAtom } = launch()
    const store = createStore()
    expect(store.get(localeAtom)).toBe('zh-CN')
    expect(store.get(effectiveThemeModeAtom)).toBe('FOLLOW_SYSTEM')
  })
})
