/**
 * What the trade routes share. Their request and answer schemas are the contract's
 * (`@showtix/contract`, contract/src/trade): the trade id, language and paging are re-exported
 * here under the names the routes use.
 */
export { TradeId as Id, TradeLang as Lang, TradeLangQuery as LangQuery, TradePaging as Paging } from '@showtix/contract'

export function page<T>(list: T[], total: number, offset: number, length: number) {
  return { list, total, offset, length, hasMore: offset + list.length < total }
}

export const TRADE = '/cyy_gatewayapi/trade'
export const FULFILL = '/cyy_gatewayapi/fulfill'

export const security = [{ accessToken: [] }]
