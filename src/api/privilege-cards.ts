/**
 * Privilege cards (issue 24, D38; spec s7 the card queries, s3 Privilege card item): the shop's
 * cards and their range, buying one (a PRIVILEGE_CARD order, paid through the cashier), the
 * buyer's cards. Decision record: docs/decisions/membership.md.
 */
import type {
  CardOrderBody,
  CardPreOrder,
  CreatedCardOrder,
  OwnedPrivilegeCard,
  OwnedPrivilegeCards,
  PrivilegeCardDetail,
  PrivilegeCardList,
  PrivilegeCardRange,
  PrivilegeCardTemplate,
} from '@showtix/contract'
import { request } from '@/http'

export type {
  CardOrderBody,
  CardPreOrder,
  CreatedCardOrder,
  OwnedPrivilegeCard,
  PrivilegeCardDetail,
  PrivilegeCardRange,
  PrivilegeCardTemplate,
}

const CARDS = '/pub/v3/privilege/cards'
const CARD_ORDERS = '/buyer/v1/privilege_card_orders'

/** The shop's cards on sale (card-list). */
export function fetchPrivilegeCards(): Promise<PrivilegeCardList> {
  return request<PrivilegeCardList>({ service: 'trade', path: CARDS })
}

/** One card of the shop (card-detail). */
export function fetchPrivilegeCard(cardId: string): Promise<PrivilegeCardDetail> {
  return request<PrivilegeCardDetail>({ service: 'trade', path: `${CARDS}/${encodeURIComponent(cardId)}`, silent: true })
}

/** The shows a card covers (card-range). */
export function fetchCardRange(cardId: string): Promise<PrivilegeCardRange> {
  return request<PrivilegeCardRange>({ service: 'trade', path: `${CARDS}/${encodeURIComponent(cardId)}/range`, silent: true })
}

/** GET purchased/privilege/card/query: the buyer's cards, usable first. */
export function fetchMyCards(): Promise<OwnedPrivilegeCards> {
  return request<OwnedPrivilegeCards>({ service: 'trade', path: '/buyer/v3/purchased/privilege/card/query', silent: true })
}

/** POST privilege_card_orders/pre_order: the price with the buyer's card coupons, holding nothing. */
export function previewCardOrder(body: CardOrderBody): Promise<CardPreOrder> {
  return request<CardPreOrder>({ method: 'POST', service: 'trade', path: `${CARD_ORDERS}/pre_order`, data: body, silent: true })
}

/** POST privilege_card_orders/create: critical (the buyer waits on it); then the cashier. */
export function createCardOrder(body: CardOrderBody): Promise<CreatedCardOrder> {
  return request<CreatedCardOrder>({
    method: 'POST',
    service: 'trade',
    path: `${CARD_ORDERS}/create`,
    data: body,
    importance: 'critical',
    silent: true,
  })
}
