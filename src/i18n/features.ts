/**
 * Feature namespaces: each feature keeps its words in `locales/<feature>/<locale>.json`, merged
 * into the translation under the feature's name (`t('address.title')`). One file per feature and
 * language keeps parallel work on separate features out of each other's files. Add a feature by
 * adding its three files and one line here; the i18n test checks the folder and this list agree.
 */
import type { Locale } from '@/domain/launch-query'
import infoEnUS from './locales/info/en-US.json'
import infoZhCN from './locales/info/zh-CN.json'
import infoZhMO from './locales/info/zh-MO.json'

type Bundle = Record<Locale, Record<string, unknown>>

export const FEATURES: Record<string, Bundle> = {
  info: { 'zh-CN': infoZhCN, 'zh-MO': infoZhMO, 'en-US': infoEnUS },
}
