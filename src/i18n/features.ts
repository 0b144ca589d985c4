/**
 * Feature namespaces: each feature keeps its words in `locales/<feature>/<locale>.json`, merged
 * into the translation under the feature's name (`t('address.title')`). One file per feature and
 * language keeps parallel work on separate features out of each other's files. Add a feature by
 * adding its three files and one line here; the i18n test checks the folder and this list agree.
 */
import type { Locale } from '@/domain/launch-query'
import emailZhCN from './locales/email/zh-CN.json'
import emailZhMO from './locales/email/zh-MO.json'
import emailEnUS from './locales/email/en-US.json'
import attendeeZhCN from './locales/attendee/zh-CN.json'
import attendeeZhMO from './locales/attendee/zh-MO.json'
import attendeeEnUS from './locales/attendee/en-US.json'

type Bundle = Record<Locale, Record<string, unknown>>

export const FEATURES: Record<string, Bundle> = {
  email: { 'zh-CN': emailZhCN, 'zh-MO': emailZhMO, 'en-US': emailEnUS },
  attendee: { 'zh-CN': attendeeZhCN, 'zh-MO': attendeeZhMO, 'en-US': attendeeEnUS },
}
