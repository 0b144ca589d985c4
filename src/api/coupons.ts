/**
 * Coupons (spec section 7, Coupons; issue 25): the caller's coupons by status, claiming, the
 * claimable coupons of a context with the caller's receive state, exchange codes, an offline
 * coupon's verification code, support info, and the shows a coupon applies to. Every call is
 * silent: the pages show their own states and say what went wrong.
 */
import type {
  ClaimableCoupon,
  ClaimableCoupons,
  Coupon,
  CouponSupportInfo,
  CouponTemplateView,
  CouponVerifyCode,
  CouponsPage,
  ExchangeCouponUsed,
  RemindSubscriptions,
  SharePacket,
  ShowSearchPage,
  SupportAutoUse,
} from '@showtix/contract'
import { request } from '@/http'
import type { ShowPage, ShowListItem } from './shows'

export type { ClaimableCoupon, Coupon, CouponSupportInfo, CouponTemplateView, CouponVerifyCode, ExchangeCouponUsed, SharePacket }

const BUYER = '/buyer/v3/coupons'

/** The list's status filters (the gateway's; HISTORY = used and expired). */
export type CouponListStatus = 'AVAILABLE' | 'USED' | 'EXPIRED' | 'HISTORY'

/** GET buyer/v5/coupons/self/page: a page of the caller's coupons with that status (and for a show). */
export async function fetchMyCoupons(query: { status: CouponListStatus; offset: number; length: number; showId?: string }) {
  const data = await request<CouponsPage>({
    service: 'trade',
    path: '/buyer/v5/coupons/self/page',
    params: { ...query },
    importance: 'high',
    silent: true,
  })
  return { list: data.list, total: data.total, hasMore: data.hasMore }
}

/** What the claim lists are for: one template, a topic's coupon blocks, a show, or the shop's all. */
export interface ClaimContext {
  /** With `componentId`: a layout's COUPON block (home). */
  readonly layoutId?: string
  readonly componentId?: string
  readonly couponTemplateId?: string
  readonly topicId?: string
  readonly showId?: string
}

/** GET pub/v3/coupons/claimable (with the caller's receive state when logged in). */
export async function fetchClaimable(context: ClaimContext): Promise<ClaimableCoupon[]> {
  const params = Object.fromEntries(Object.entries(context).filter(([, value]) => Boolean(value))) as Record<string, string>
  const data = await request<ClaimableCoupons>({
    service: 'gateway',
    path: '/pub/v3/coupons/claimable',
    params,
    importance: 'high',
    silent: true,
  })
  return data.list
}

/** POST coupons/obtain: claim a template (obtainType defaults to SHOW_OBTAIN). */
export function obtainCoupon(couponTemplateId: string, obtainType = 'SHOW_OBTAIN'): Promise<Coupon> {
  return request<Coupon>({
    method: 'POST',
    service: 'trade',
    path: `${BUYER}/obtain`,
    data: { couponCode: couponTemplateId, obtainType },
    silent: true,
  })
}

/** POST coupons/exchange_check: what a code would give, without redeeming it. */
export function checkExchangeCode(exchangeCode: string): Promise<CouponTemplateView> {
  return request<CouponTemplateView>({
    method: 'POST',
    service: 'trade',
    path: `${BUYER}/exchange_check`,
    data: { exchangeCode },
    silent: true,
  })
}

/** POST coupons/exchange: redeem a code for a coupon. */
export function exchangeCoupon(exchangeCode: string): Promise<Coupon> {
  return request<Coupon>({
    method: 'POST',
    service: 'trade',
    path: `${BUYER}/exchange`,
    data: { exchangeCode, obtainType: 'EXCHANGE_CODE' },
    silent: true,
  })
}

/** POST buyer/v5/coupons/verify/code: an offline coupon's code for the counter. */
export function fetchVerifyCode(coupon: Pick<Coupon, 'couponId' | 'couponTemplateId'>): Promise<CouponVerifyCode> {
  return request<CouponVerifyCode>({
    method: 'POST',
    service: 'trade',
    path: '/buyer/v5/coupons/verify/code',
    data: { couponId: coupon.couponId, couponTemplateId: coupon.couponTemplateId, source: 'SINGLE_COUPON' },
    silent: true,
  })
}

/** GET a coupon's support info: supportUse opens the exchange popup, else coupon-shows (spec s4). */
export function fetchSupportInfo(couponId: string): Promise<CouponSupportInfo> {
  return request<CouponSupportInfo>({
    service: 'trade',
    path: `${BUYER}/${encodeURIComponent(couponId)}/support_info`,
    silent: true,
  })
}

/** GET buyer/v3/coupons/support_auto_use (s7): whether confirm order starts with the best coupon. */
export function fetchSupportAutoUse(): Promise<SupportAutoUse> {
  return request<SupportAutoUse>({ service: 'trade', path: `${BUYER}/support_auto_use`, silent: true })
}

/** POST buyer/v1/exchange_coupon/use (the exchange popup, D38): the coupon redeemed for the card it names. */
export function exchangeForCard(couponId: string, privilegeCardTemplateId: string): Promise<ExchangeCouponUsed> {
  return request<ExchangeCouponUsed>({
    method: 'POST',
    service: 'trade',
    path: '/buyer/v1/exchange_coupon/use',
    data: { couponId, privilegeCardTemplateId, type: 'PRIVILEGE_CARD' },
    silent: true,
  })
}

/** GET show/pub/v3/coupons/{couponTemplateId}/shows: a page of the shows a coupon applies to. */
export async function fetchCouponShows(couponTemplateId: string, offset: number, length: number): Promise<ShowPage> {
  const data = await request<Omit<ShowSearchPage, 'searchData'> & { searchData: ShowListItem[] }>({
    service: 'show',
    path: `/pub/v3/coupons/${encodeURIComponent(couponTemplateId)}/shows`,
    params: { offset, length },
    importance: 'high',
    silent: true,
  })
  return { list: data.searchData, total: data.total, hasMore: data.hasMore }
}

/** GET buyer/v5/coupons/{couponId}: one of the caller's coupons. */
export function fetchCoupon(couponId: string): Promise<Coupon> {
  return request<Coupon>({
    service: 'trade',
    path: `/buyer/v5/coupons/${encodeURIComponent(couponId)}`,
    importance: 'high',
    silent: true,
  })
}

/** POST buyer/v1/coupons/share_packets: share a MULTI_USER coupon as a packet of parts (D20). */
export function createSharePacket(couponId: string, parts: number): Promise<SharePacket> {
  return request<SharePacket>({
    method: 'POST',
    service: 'trade',
    path: '/buyer/v1/coupons/share_packets',
    data: { couponId, parts },
    silent: true,
  })
}

/** GET pub/v3/coupons/share_packets/{shareCode}: a packet, with the caller's part when logged in. */
export function fetchSharePacket(shareCode: string): Promise<SharePacket> {
  return request<SharePacket>({
    service: 'gateway',
    path: `/pub/v3/coupons/share_packets/${encodeURIComponent(shareCode)}`,
    importance: 'high',
    silent: true,
  })
}

/** POST buyer/v1/coupons/share_packets/{shareCode}/claim: a friend claims one part. */
export function claimSharePart(shareCode: string): Promise<Coupon> {
  return request<Coupon>({
    method: 'POST',
    service: 'trade',
    path: `/buyer/v1/coupons/share_packets/${encodeURIComponent(shareCode)}/claim`,
    silent: true,
  })
}

/** POST buyer/v1/shop/mini_remind_subscribe: the expiry reminder (COUPON_TEMPLATE_EXPIRE) of these templates. */
export async function subscribeCouponExpiry(couponTemplateIds: readonly string[]): Promise<string[]> {
  const data = await request<RemindSubscriptions>({
    method: 'POST',
    service: 'trade',
    path: '/buyer/v1/shop/mini_remind_subscribe',
    data: { remindSubscribeTypeEnums: ['COUPON_TEMPLATE_EXPIRE'], couponTemplateIds: [...couponTemplateIds] },
    silent: true,
  })
  return data.couponTemplateIds
}
