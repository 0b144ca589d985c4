/**
 * The shops' app deep links (spec s7 `/sdk/deeplink/param`; s5 the web's download bar): how the
 * shop's app opens on Android and iOS and where to get it; none for a shop without an app.
 */
import type { DeepLinkParam } from '@showtix/contract'
import type { Queryable } from '../../storage'
import { localize, type Lang } from '../catalogue/i18n'

interface DeepLinkRow {
  app_key: string
  app_name: string
  android_info: string
  ios_info: string
}

/** The app of shop `merchantId` for client `project`, or null. */
export async function deepLinkParam(
  db: Queryable,
  merchantId: string,
  project: string,
  lang: Lang,
): Promise<DeepLinkParam | null> {
  const row = await db.one<DeepLinkRow>(
    'SELECT app_key, app_name, android_info, ios_info FROM app_deep_links WHERE merchant_id = ? AND project = ?',
    [merchantId, project],
  )
  if (!row) return null
  return {
    app_key: row.app_key,
    app_name: localize(JSON.parse(row.app_name), lang) as string,
    android_info: JSON.parse(row.android_info) as DeepLinkParam['android_info'],
    ios_info: JSON.parse(row.ios_info) as DeepLinkParam['ios_info'],
  }
}
