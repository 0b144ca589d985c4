/**
 * Platform services' seed (issue 27 leftovers; docs/decisions/tracking-and-reminders.md):
 * - D33: one pre-sale show per shop shows its seat-plan prices before the sale, with the
 *   description (the mainland's folk evening, Macau's New Year concert);
 * - the shops' app deep links behind `/sdk/deeplink/param` and the web download bar (s5, s7):
 *   the mainland and Macau shops have an app; the ZZ shop has none (no bar).
 * Deterministic: fixed rows.
 */
import { t } from '../services/catalogue/i18n'
import type { Seeder } from './index'
import { MACAU, MAINLAND } from './catalogue/show-plans'

/** Pre-sale shows whose seat plans are shown before the sale (D33). */
export const ADVANCE_SEAT_PLAN_SHOWS = ['SH1045', 'SH1082'] as const
export const ADVANCE_SEAT_PLAN_DESC = t(
  '以下票价仅供参考，以开售时为准',
  '以下票價僅供參考，以開售時為準',
  'Prices for reference: the prices at the sale apply',
)

/** The deep-link project of this client (the web's download bar asks for it). */
export const DEEP_LINK_PROJECT = 'SHOWTIX'

const APPS = [
  {
    merchantId: MAINLAND,
    appKey: 'showtix-cn',
    name: t('星票 App', '星票 App', 'Showtix app'),
    android: { packageName: 'com.showtix.app', scheme: 'showtix', downloadUrl: 'https://app.showtix.example/download/android' },
    ios: {
      bundleId: 'com.showtix.app',
      scheme: 'showtix',
      universalLink: 'https://app.showtix.example/open',
      downloadUrl: 'https://apps.apple.com/app/id1000000001',
    },
  },
  {
    merchantId: MACAU,
    appKey: 'showtix-mo',
    name: t('澳门星票 App', '澳門星票 App', 'Showtix Macau app'),
    android: { packageName: 'mo.showtix.app', scheme: 'showtixmo', downloadUrl: 'https://mo.showtix.example/download/android' },
    ios: {
      bundleId: 'mo.showtix.app',
      scheme: 'showtixmo',
      universalLink: 'https://mo.showtix.example/open',
      downloadUrl: 'https://apps.apple.com/app/id1000000002',
    },
  },
] as const

export const seedPlatform: Seeder = (db) => {
  const advance = db.prepare('UPDATE shows SET seat_plan_display_advance = 1, seat_plan_display_desc = ? WHERE id = ?')
  let advanceShows = 0
  for (const id of ADVANCE_SEAT_PLAN_SHOWS)
    advanceShows += Number(advance.run(JSON.stringify(ADVANCE_SEAT_PLAN_DESC), id).changes)
  const link = db.prepare(
    `INSERT INTO app_deep_links (merchant_id, project, app_key, app_name, android_info, ios_info) VALUES (?, ?, ?, ?, ?, ?)`,
  )
  for (const app of APPS)
    link.run(
      app.merchantId,
      DEEP_LINK_PROJECT,
      app.appKey,
      JSON.stringify(app.name),
      JSON.stringify(app.android),
      JSON.stringify(app.ios),
    )
  return { advanceSeatPlanShows: advanceShows, deepLinks: APPS.length }
}
