/**
 * Scanned codes and the terminal jump (spec s7 L95; D5, D37; contract/src/pages/scan-codes.ts).
 * A CP_ID belongs to one shop and opens one page with its target; terminal/jump checks that the
 * target names what its page needs, of the caller's shop, and answers where the page is on the
 * caller's terminal: the same app path on every terminal of the reference shops (a shop that sends
 * parking to another mini-program would answer MINI_PROGRAM with its appId here).
 */
import type { ScanCodeParam, ScanPageName, TerminalJump } from '@showtix/contract'
import { CODES } from '../http/envelope'
import type { Queryable } from '../storage'
import { refuse } from './trade/common'
import { t } from './trade/text'

interface ScanCodeRow {
  id: string
  merchant_id: string
  page_name: ScanPageName
  target: string
}

const UNKNOWN = t(
  '无法识别此码：请扫描场馆或停车场张贴的二维码',
  '無法識別此碼：請掃描場館或停車場張貼的二維碼',
  'This code is not recognised: scan the code posted at the venue or car park',
)
const OTHER_SHOP = t(
  '此码属于其他商家，请在对应商家的小程序中扫码',
  '此碼屬於其他商家，請在對應商家的小程式中掃碼',
  "This code belongs to another shop: scan it in that shop's app",
)

/** The app page each scanned page name opens, and the parameter its target must name. */
const PAGES: Readonly<Record<ScanPageName, { readonly path: string; readonly needs: string }>> = {
  SITE_TICKET: { path: '/package-ticket/pages/site-ticket/site-ticket', needs: 'venueId' },
  PARKING_PAYMENT: { path: '/package-parking/pages/parking-payment/parking-payment', needs: 'carParkId' },
  SITE_PURCHASE: { path: '/package-show/pages/site-purchase/site-purchase', needs: 'showId' },
}

/** GET scan-code params by CP_ID: the page and target of this shop's code. */
export async function scanCodeParam(db: Queryable, merchantId: string, cpId: string): Promise<ScanCodeParam> {
  const row = await db.one<ScanCodeRow>('SELECT id, merchant_id, page_name, target FROM scan_codes WHERE id = ?', [cpId])
  if (!row) throw refuse(CODES.scanCodeUnknown, UNKNOWN, { cpId })
  if (row.merchant_id !== merchantId) throw refuse(CODES.scanCodeOtherShop, OTHER_SHOP, { cpId })
  return { cpId: row.id, param: { pageName: row.page_name, target: row.target } }
}

/** The shop owning what a target names (a venue: the shops with a show there), or undefined when it names nothing. */
async function owners(db: Queryable, pageName: ScanPageName, id: string): Promise<readonly string[] | undefined> {
  if (pageName === 'PARKING_PAYMENT') {
    const owner = await db.value<string>('SELECT merchant_id FROM car_parks WHERE id = ?', [id])
    return owner === undefined || owner === null ? undefined : [owner]
  }
  if (pageName === 'SITE_PURCHASE') {
    const owner = await db.value<string>('SELECT merchant_id FROM shows WHERE id = ?', [id])
    return owner === undefined || owner === null ? undefined : [owner]
  }
  const venue = await db.value<string>('SELECT id FROM venues WHERE id = ?', [id])
  if (!venue) return undefined
  const rows = await db.all<{ merchant_id: string }>('SELECT DISTINCT merchant_id FROM shows WHERE venue_id = ?', [id])
  return rows.map((row) => row.merchant_id)
}

/** POST terminal/jump: where `pageName` with `target` opens on `miniAppType`, for this shop. */
export async function terminalJump(
  db: Queryable,
  merchantId: string,
  input: { readonly miniAppType: string; readonly pageName: ScanPageName; readonly target: string },
): Promise<TerminalJump> {
  const page = PAGES[input.pageName]
  const params = new URLSearchParams(input.target)
  const id = params.get(page.needs)?.trim()
  if (!id) {
    throw refuse(
      CODES.scanTargetInvalid,
      t(`缺少参数 ${page.needs}`, `缺少參數 ${page.needs}`, `The target lacks ${page.needs}`),
      { pageName: input.pageName },
    )
  }
  const shops = await owners(db, input.pageName, id)
  if (!shops) throw refuse(CODES.scanCodeUnknown, UNKNOWN, { [page.needs]: id })
  if (!shops.includes(merchantId)) throw refuse(CODES.scanCodeOtherShop, OTHER_SHOP, { [page.needs]: id })
  const query = new URLSearchParams([...params].filter(([key, value]) => key && value)).toString()
  return { jumpDetails: { type: 'PAGE', path: query ? `${page.path}?${query}` : page.path } }
}
