import { useRouter } from '@tarojs/taro'
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { normalizeLocale, parseThemeParam } from '@/domain/launch-query'
import { localeAtom, themeModeAtom } from '@/state/preferences'

/** Any page opened with `?lang=` or `?theme=` applies them (spec section 2). */
export function useLaunchQuery(): Record<string, string> {
  const { params } = useRouter()
  const setLocale = useSetAtom(localeAtom)
  const setThemeMode = useSetAtom(themeModeAtom)
  const locale = normalizeLocale(params.lang)
  const theme = parseThemeParam(params.theme)
  useEffect(() => {
    if (locale) setLocale(locale)
    if (theme) setThemeMode(theme)
  }, [locale, theme, setLocale, setThemeMode])
  return params as Record<string, string>
}
