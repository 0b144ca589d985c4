/**
 * Membership endpoints (spec section 7, User and auth: current/level, query/display/setting,
 * query/pop/setting, be_about_to_expire_point, no_longer_remind x2; the two ledgers; the points
 * rule). Decision record: docs/decisions/membership.md.
 */
import type {
  CreatedMemberOrder,
  CurrentLevel,
  ExpiringPoints,
  LedgerPage,
  LedgerRecord,
  MemberCard,
  MemberCardList,
  MemberCardOrderBody,
  MemberDisplaySetting,
  MemberOrderResult,
  MemberPopSetting,
  OrderPoints,
  PrimeLevels,
} from '@showtix/contract'
import { request } from '@/http'

export type {
  CreatedMemberOrder,
  CurrentLevel,
  ExpiringPoints,
  LedgerPage,
  LedgerRecord,
  MemberCard,
  MemberCardList,
  MemberCardOrderBody,
  MemberDisplaySetting,
  MemberOrderResult,
  MemberPopSetting,
  OrderPoints,
  PrimeLevels,
}

/** GET current/level: level, growth, the next level's threshold, points. */
export function fetchCurrentLevel(): Promise<CurrentLevel> {
  return request<CurrentLevel>({ service: 'user', path: '/buyer/v3/prime/current/level' })
}

/** GET query/display/setting: what the shop's member centre shows. */
export function fetchDisplaySetting(): Promise<MemberDisplaySetting> {
  return request<MemberDisplaySetting>({ service: 'user', path: '/buyer/v3/prime/query/display/setting' })
}

/** GET query/pop/setting: the level-upgrade and birthday popups still to show (spec section 4). */
export function fetchPopSetting(): Promise<MemberPopSetting> {
  return request<MemberPopSetting>({ service: 'user', path: '/buyer/v3/prime/query/pop/setting', silent: true })
}

/** PUT no_longer_remind_user_level_upgrade / _user_birthday: the popup was shown. */
export function noLongerRemind(kind: 'levelUpgrade' | 'birthday'): Promise<boolean> {
  const path =
    kind === 'levelUpgrade'
      ? '/buyer/v3/prime/no_longer_remind_user_level_upgrade'
      : '/buyer/v3/prime/no_longer_remind_user_birthday'
  // An empty JSON body: mini-programs send the JSON content type with every request, and an empty body with it is refused.
  return request<boolean>({ method: 'PUT', service: 'user', path, data: {}, silent: true })
}

/** GET point/be_about_to_expire_point: points expiring within 30 days. */
export function fetchExpiringPoints(): Promise<ExpiringPoints> {
  return request<ExpiringPoints>({ service: 'user', path: '/buyer/v3/point/be_about_to_expire_point' })
}

/** GET point/records: the points ledger, newest first, a page at a time. */
export function fetchPointsRecords(offset: number, length: number): Promise<LedgerPage> {
  return request<LedgerPage>({ service: 'user', path: '/buyer/v3/point/records', data: { offset, length } })
}

/** GET prime/growth_value/records: the growth ledger, newest first. */
export function fetchGrowthRecords(offset: number, length: number): Promise<LedgerPage> {
  return request<LedgerPage>({ service: 'user', path: '/buyer/v3/prime/growth_value/records', data: { offset, length } })
}

/** GET point/order_rule: the shop's points rule (rate, limitProportion) and the balance. */
export function fetchPointsRule(): Promise<OrderPoints> {
  return request<OrderPoints>({ service: 'trade', path: '/buyer/v3/point/order_rule' })
}

/** GET prime/levels: the shop's levels with their thresholds and rights (public). */
export function fetchPrimeLevels(): Promise<PrimeLevels> {
  return request<PrimeLevels>({ service: 'user', path: '/pub/v3/prime/levels' })
}

// Paid membership (D16): the shop's membership cards, a MEMBER order (paid through the cashier), its result.
const MEMBER_ORDERS = '/buyer/v1/member_card_orders'

/** The shop's membership cards on sale and the buyer's running one (member-confirm). */
export function fetchMemberCards(): Promise<MemberCardList> {
  return request<MemberCardList>({ service: 'trade', path: '/buyer/v1/member_cards' })
}

/** POST member_card_orders/create: critical (the buyer waits on it); then the cashier. */
export function createMemberOrder(body: MemberCardOrderBody): Promise<CreatedMemberOrder> {
  return request<CreatedMemberOrder>({
    method: 'POST',
    service: 'trade',
    path: `${MEMBER_ORDERS}/create`,
    data: body,
    importance: 'critical',
    silent: true,
  })
}

/** GET member_card_orders/{orderId} (member-pay-success): paid or not, the membership's end, the level now. */
export function fetchMemberOrder(orderId: string): Promise<MemberOrderResult> {
  return request<MemberOrderResult>({ service: 'trade', path: `${MEMBER_ORDERS}/${encodeURIComponent(orderId)}` })
}
