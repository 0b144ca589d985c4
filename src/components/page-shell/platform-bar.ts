import Taro from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { resolveDark } from '@/domain/launch-query'
import { themeVariables } from '@/domain/theme'
import { systemPrefersDark } from '@/platform/appearance'
import { effectiveThemeModeAtom } from '@/state/preferences'

/**
 * For the pages with the platform's own navigation bar (`defaultNavBar`: reserve-detail, wxauth):
 * the bar in the page's theme, as the app's own bar is (on H5 it stayed white in dark mode), and
 * again each time the page shows (the router puts the page config's colours back on every route
 * change). Kept out of the page shell: only these pages load it, not the home page's first load.
 */
export function usePlatformBarTheme(): void {
  const mode = useAtomValue(effectiveThemeModeAtom)
  const [systemDark] = useState(systemPrefersDark)
  const dark = resolveDark(mode, systemDark)
  const paint = useCallback(() => {
    const backgroundColor = themeVariables(dark)['--color-surface'] ?? ''
    Taro.setNavigationBarColor({ frontColor: dark ? '#ffffff' : '#000000', backgroundColor }).catch(() => undefined)
  }, [dark])
  useEffect(paint, [paint])
  Taro.useDidShow(paint)
}
