import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import 'dayjs/locale/zh-hk'
import type { Locale } from '@/domain/launch-query'

/** dayjs's locale for each app language (Macau writes dates as Hong Kong does). */
export const DAYJS_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'zh-MO': 'zh-hk', 'en-US': 'en' }

/** Dates (weekday and month names, relative times) follow the app's language. */
export function followLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALES[locale])
}
