/**
 * The trade part's texts in the three languages (spec section 5: zh-CN, zh-MO, en-US), and the
 * request's language (query `lang`, else `accept-language`, else zh-CN).
 */
import type { FastifyRequest } from 'fastify'
import { normalizeLang, type Lang } from '../catalogue/i18n'

export type { Lang }

export interface Text {
  readonly 'zh-CN': string
  readonly 'zh-MO': string
  readonly 'en-US': string
}

export const t = (zh: string, tw: string, en: string): Text => ({ 'zh-CN': zh, 'zh-MO': tw, 'en-US': en })

export function langOf(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined
  const fromQuery = typeof query?.lang === 'string' ? normalizeLang(query.lang) : undefined
  if (fromQuery) return fromQuery
  const header = request.headers['accept-language']
  const first = typeof header === 'string' ? header.split(',')[0] : undefined
  return normalizeLang(first) ?? 'zh-CN'
}

/** zh-CN reads the base column, zh-MO the traditional one, en-US the English one. */
export function byLang(lang: Lang, zh: string, tw: string | null | undefined, en: string | null | undefined): string {
  if (lang === 'en-US') return en || zh
  if (lang === 'zh-MO') return tw || zh
  return zh
}

/** Spec section 3, display cuts: multi-show names 10 characters, venues 10, sessions 20. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text
}

export const SEVERAL_SHOWS = t('等多场演出', '等多場演出', ' and several shows')

export const ORDER_STATE_TITLE: Record<number, Text> = {
  1: t('待支付', '待支付', 'To be paid'),
  [-1]: t('已取消', '已取消', 'Cancelled'),
  3: t('候补中', '候補中', 'On the waitlist'),
  6: t('待发货', '待發貨', 'Awaiting delivery'),
  7: t('配送中', '配送中', 'Being delivered'),
  9: t('交易成功', '交易成功', 'Completed'),
  11: t('已退票', '已退票', 'Refunded'),
  13: t('已关闭', '已關閉', 'Closed'),
}

/** orderDetailState: the state by name. */
export const ORDER_STATE_NAME: Record<number, string> = {
  1: 'UNPAID',
  [-1]: 'CANCELED',
  3: 'RESERVE',
  6: 'DELIVERING',
  7: 'EXPRESS_DELIVERING',
  9: 'SUCCEEDED',
  11: 'REFUNDED',
  13: 'CLOSED',
}

export const WAIT_LIST_TITLE: Record<string, Text> = {
  WAITING: t('候补中', '候補中', 'Waiting for tickets'),
  SUCCESS: t('候补成功', '候補成功', 'Tickets found'),
  CANCELLED: t('候补已取消', '候補已取消', 'Waitlist cancelled'),
}

export const DELIVER_TITLE: Record<string, Text> = {
  E_TICKET: t('电子票', '電子票', 'E-ticket'),
  EXPRESS: t('快递配送', '快遞配送', 'Express delivery'),
  VENUE: t('现场取票', '現場取票', 'Pick up at the venue'),
  /** A privilege card order (D38): nothing to deliver, the card is issued on payment. */
  NONE: t('无需配送', '無需配送', 'Nothing to deliver'),
}

export const COUPON_STATUS_CODE: Record<string, number> = {
  AVAILABLE: 1,
  USED: 2,
  EXPIRED: 3,
  PENDING: 4,
  REFUNDING: 5,
  UN_AVAILABLE: 6,
}

export const INVOICE_STATUS_TITLE: Record<string, Text> = {
  APPLYING: t('开票中', '開票中', 'Being issued'),
  REJECTED: t('已驳回', '已駁回', 'Rejected'),
  SUCCESS: t('已开票', '已開票', 'Issued'),
  CANCELLED: t('已作废', '已作廢', 'Cancelled'),
}

export const SEAT_TEXT = {
  row: t('排', '排', 'Row '),
  seat: t('座', '座', 'Seat '),
}

/** '3排12座' / 'Row 3 Seat 12', after the area's name. */
export function seatText(lang: Lang, area: string, row: string, seat: string): string {
  if (lang === 'en-US') return `${area} Row ${row} Seat ${seat}`.trim()
  return `${area} ${row}排${seat}座`.trim()
}
