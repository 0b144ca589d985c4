/**
 * Combo tickets (issue 26, D27; routes/services/combo.ts on the reference gateway): the combos of
 * a shop or of a show, one combo with its shows and their sessions at the combo tier, the price of
 * the sessions chosen (combo_activities/price), and the combo order (then the cashier). Types are
 * the contract's. Every call is silent: the pages show what failed.
 */
import type {
  ComboDetail,
  ComboList,
  ComboOrderBody,
  ComboPrice,
  ComboPriceBody,
  ComboShow,
  ComboSummary,
  CreatedOrder,
} from '@showtix/contract'
import { request } from '@/http'

export type { ComboDetail, ComboPrice, ComboShow, ComboSummary, CreatedOrder }

const COMBOS = '/pub/v1/combo_activities'

/** The combos that include a show (show detail's package tickets), or all the shop's. */
export async function fetchCombos(showId?: string): Promise<readonly ComboSummary[]> {
  return (await request<ComboList>({ service: 'trade', path: COMBOS, data: showId ? { showId } : {}, silent: true })).list
}

export function fetchCombo(comboId: string): Promise<ComboDetail> {
  return request<ComboDetail>({ service: 'trade', path: `${COMBOS}/${encodeURIComponent(comboId)}`, silent: true })
}

/** POST combo_activities/price: holds nothing; asked again when a session or the sets change. */
export function fetchComboPrice(body: ComboPriceBody): Promise<ComboPrice> {
  return request<ComboPrice>({ method: 'POST', service: 'trade', path: `${COMBOS}/price`, data: body, silent: true })
}

/** POST the combo order: critical (the buyer waits on it); then the cashier on the order page. */
export function createComboOrder(body: ComboOrderBody): Promise<CreatedOrder> {
  return request<CreatedOrder>({
    method: 'POST',
    service: 'trade',
    path: '/buyer/v1/combo_activities/orders',
    data: body,
    importance: 'critical',
    silent: true,
  })
}
