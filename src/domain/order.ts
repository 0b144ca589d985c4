/**
 * Confirm order and payment, the parts that are not the purchase rules of `domain/purchase`
 * (attendees, coupons, fees, payment default, pay poll live there): the page's parameters, the
 * create-order body, what stops a submit and where its message goes, the idempotency key of a
 * submit, the order countdown, which payment product is this platform's, the return URLs of spec
 * section 2, and how a payment that did not go through is told.
 */
import type { OrderBody as ContractOrderBody, OrderItem } from '@showtix/contract'
import { attendeesByLine } from './purchase/attendees'
import { CENTS_PER_YUAN, formatMoney, yuanToCents } from './purchase/money'
import { MAINLAND_AREA, isValidEmail, isValidPhone } from './validation'
import { decodeTiedChoices, type TiedChoice } from './purchase/tied-sale'

/** How tickets reach the buyer: the contract's `deliveryMethod`. */
export type DeliveryMethod = NonNullable<ContractOrderBody['deliveryMethod']>

/** One line of an order: a seat plan, its units and, on a seat map, the seats (then units = seats). */
export interface ConfirmLine {
  readonly seatPlanId: string
  readonly qty: number
  readonly seatIds: readonly string[]
}

/**
 * Spec section 2: the confirm-order parameters the booking and seat pages pass. Booking passes one
 * seatPlanId and qty; the seat map passes seatIds with seatPlanIds (comma-separated, one per seat,
 * same order), and seats of several prices make one line per seat plan.
 */
export interface ConfirmParams {
  readonly showId: string
  readonly sessionId: string
  /** The first line's seat plan (the page names it; the others are listed with it). */
  readonly seatPlanId: string
  /** Units of every line together. */
  readonly qty: number
  /** Seat-picking shows: the chosen seats, every line's (then qty is their number). */
  readonly seatIds: readonly string[]
  readonly lines: readonly ConfirmLine[]
  /** Tied-sale goods chosen with the tickets (`goods=spuId~skuId~qty,...`); empty when none. */
  readonly goods: readonly TiedChoice[]
}

/** The most units one order line may carry (the gateway's MAX_UNITS_PER_ITEM). */
export const MAX_UNITS = 20

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)

/** The seat map's seats grouped by seat plan, in the order the plans first appear; undefined when they do not pair up. */
function seatLines(seatIds: readonly string[], seatPlanIds: readonly string[], fallback: string | undefined) {
  if (seatPlanIds.length > 0 && seatPlanIds.length !== seatIds.length) return undefined
  const byPlan = new Map<string, string[]>()
  const seen = new Set<string>()
  seatIds.forEach((seatId, i) => {
    const plan = seatPlanIds[i] ?? fallback
    if (!plan || seen.has(seatId)) return
    seen.add(seatId)
    byPlan.set(plan, [...(byPlan.get(plan) ?? []), seatId])
  })
  const lines = [...byPlan].filter(([, seats]) => seats.length > 0)
  if (lines.length === 0) return undefined
  return lines.map(([seatPlanId, seats]) => ({ seatPlanId, qty: seats.length, seatIds: seats }))
}

/** Reads the page's parameters; undefined when one is missing or malformed (the page says so). */
export function confirmParams(params: Readonly<Record<string, string | undefined>>): ConfirmParams | undefined {
  const { showId, sessionId } = params
  if (!showId || !sessionId) return undefined
  const seatIds = list(params.seatIds)
  let lines: ConfirmLine[] | undefined
  if (seatIds.length > 0) {
    lines = seatLines(seatIds, list(params.seatPlanIds), params.seatPlanId)
  } else if (params.seatPlanId) {
    lines = [{ seatPlanId: params.seatPlanId, qty: Number(params.qty), seatIds: [] }]
  }
  if (!lines || lines.some((line) => !Number.isInteger(line.qty) || line.qty < 1 || line.qty > MAX_UNITS)) return undefined
  const first = lines[0] as ConfirmLine
  return {
    showId,
    sessionId,
    seatPlanId: first.seatPlanId,
    qty: lines.reduce((sum, line) => sum + line.qty, 0),
    seatIds: lines.flatMap((line) => line.seatIds),
    lines,
    goods: decodeTiedChoices(params.goods),
  }
}

/** Spec: e-ticket unless the show offers only other methods. */
export function defaultDelivery(methods: readonly DeliveryMethod[]): DeliveryMethod {
  if (methods.includes('E_TICKET') || methods.length === 0) return 'E_TICKET'
  return methods[0] as DeliveryMethod
}

/** Spec section 3: how the order's contact is reached, EMAIL or PHONE. */
export type ContactType = 'EMAIL' | 'PHONE'

/** A shop that takes e-mail orders (supportEmailOrder) is told by e-mail; the others by phone. */
export function contactType(supportEmailOrder: boolean | undefined): ContactType {
  return supportEmailOrder ? 'EMAIL' : 'PHONE'
}

export interface ContactAccount {
  readonly cellphone?: string | null
  readonly countryCode?: string | null
  readonly email?: string | null
}

export interface ContactPrefill {
  readonly phone: string
  /** The phone's area: the account's, or the shop's own for a phone still to type. */
  readonly areaCode: string
  readonly email: string
}

/** The contact the form starts with: the logged-in account's phone with its area, or its e-mail. */
export function contactPrefill(account: ContactAccount | null | undefined, homeArea: string): ContactPrefill {
  const phone = account?.cellphone?.trim() ?? ''
  return {
    phone,
    areaCode: phone ? account?.countryCode?.replace(/^\+/, '') || MAINLAND_AREA : homeArea,
    email: account?.email?.trim() ?? '',
  }
}

export interface OrderChoice {
  readonly params: ConfirmParams
  readonly delivery: DeliveryMethod
  readonly addressId?: string | null
  /** The attendees chosen, one per ticket, the first line's tickets first. */
  readonly audienceIds: readonly string[]
  /** Tickets per unit of each line's seat plan (seatPlanUnit), by seatPlanId; 1 when not named. */
  readonly seatPlanUnits?: Readonly<Record<string, number>>
  readonly couponId?: string | null
  /** D38: the buyer's privilege card (userCardInstanceId); the gateway judges and applies it. */
  readonly userCardId?: string | null
  readonly contactName?: string
  readonly contactPhone?: string
  /** The contact phone's area (country code); the mainland when not given. */
  readonly contactAreaCode?: string
  readonly contactEmail?: string
  /** How the contact is reached: PHONE unless the shop takes e-mail orders. */
  readonly contactType?: ContactType
  /** The promotion that applies and what the page priced it at (cents): the gateway answers 22037056 when it moved. */
  readonly promotion?: { readonly promotionId: string; readonly cents: number } | null
  /** The member discount and what the page priced it at (cents): 12501099 / 22037057 when it moved. */
  readonly memberDiscount?: { readonly privilegeId: string; readonly cents: number } | null
  /** Pay with points (the gateway computes how many by the same rule). */
  readonly usePoints?: boolean
  /** The purchase captcha's token, in the show's captcha window. */
  readonly captchaToken?: string | null
  /** What the page computed the buyer pays (cents): sent, never used for pricing by the gateway. */
  readonly payCents?: number
}

/** A ticket line of the body: the contract's `OrderItem` naming a seat plan of the show's session. */
export type TicketItem = Readonly<Pick<OrderItem, 'qty' | 'seatIds' | 'audienceIds'>> & {
  readonly spu: { readonly showId: string }
  readonly sessionId: NonNullable<OrderItem['sessionId']>
  readonly seatPlanId: NonNullable<OrderItem['seatPlanId']>
}

/** A tied-sale goods line of the body: the contract's `OrderItem` naming a sku of a goods item and how many. */
export type GoodsItem = Readonly<Pick<OrderItem, 'qty'>> & {
  readonly spu: { readonly spuId: string }
  readonly skuId: NonNullable<OrderItem['skuId']>
}

/**
 * The body of pre_order and orders/create: the contract's `OrderBody` (spec section 7: items with
 * spu.showId, paymentParam.payAmount...), its lines the tickets first, then the goods chosen with them.
 */
export type OrderBody = Readonly<Omit<ContractOrderBody, 'items' | 'deliveryMethod'>> & {
  readonly items: ReadonlyArray<TicketItem | GoodsItem>
  readonly deliveryMethod: DeliveryMethod
}

export function orderBody(choice: OrderChoice): OrderBody {
  const { params } = choice
  const name = choice.contactName?.trim()
  const type = choice.contactType ?? 'PHONE'
  const phone = type === 'PHONE' ? choice.contactPhone?.trim() : undefined
  const email = type === 'EMAIL' ? choice.contactEmail?.trim() : undefined
  const goods: GoodsItem[] = params.goods.map((entry) => ({
    spu: { spuId: entry.spuId },
    skuId: entry.skuId,
    qty: entry.qty,
  }))
  // Attendees in the order chosen, one per ticket (a unit of a package is several): the first line's first.
  const holders = attendeesByLine(
    choice.audienceIds,
    params.lines.map((line) => ({ qty: line.qty, unit: choice.seatPlanUnits?.[line.seatPlanId] })),
  )
  const tickets: TicketItem[] = params.lines.map((line, i) => {
    const audienceIds = holders[i] ?? []
    return {
      spu: { showId: params.showId },
      sessionId: params.sessionId,
      seatPlanId: line.seatPlanId,
      qty: line.qty,
      ...(line.seatIds.length ? { seatIds: [...line.seatIds] } : {}),
      ...(audienceIds.length ? { audienceIds } : {}),
    }
  })
  return {
    items: [...tickets, ...goods],
    deliveryMethod: choice.delivery,
    ...(choice.delivery === 'EXPRESS' && choice.addressId ? { addressId: choice.addressId } : {}),
    ...(choice.couponId ? { couponId: choice.couponId } : {}),
    ...(choice.userCardId ? { userCardId: choice.userCardId } : {}),
    ...(choice.promotion
      ? { promotionId: choice.promotion.promotionId, promotionAmount: choice.promotion.cents / CENTS_PER_YUAN }
      : {}),
    ...(choice.memberDiscount
      ? { privilegeId: choice.memberDiscount.privilegeId, memberDiscountAmount: choice.memberDiscount.cents / CENTS_PER_YUAN }
      : {}),
    ...(choice.usePoints ? { usePoints: true } : {}),
    ...(choice.captchaToken ? { captchaToken: choice.captchaToken } : {}),
    ...(name || phone || email
      ? {
          contact: {
            ...(name ? { name } : {}),
            ...(phone ? { cellphone: phone, cellphoneAreaCode: choice.contactAreaCode || MAINLAND_AREA } : {}),
            ...(email ? { email } : {}),
            type,
          },
        }
      : {}),
    ...(choice.payCents !== undefined ? { paymentParam: { payAmount: choice.payCents / CENTS_PER_YUAN } } : {}),
  }
}

/** The parts of the form a submit problem belongs to: its message goes beside that part. */
export type SubmitField = 'address' | 'attendees' | 'contact'

export interface SubmitProblem {
  readonly field: SubmitField
  readonly wordKey: string
  readonly params?: Readonly<Record<string, string | number>>
}

/** What stops a submit, besides the attendee rules (domain/purchase/attendees: attendeeIssues). */
export function submitProblems(input: {
  readonly delivery: DeliveryMethod
  readonly addressId?: string | null
  readonly contactPhone?: string
  readonly contactAreaCode?: string
  readonly contactEmail?: string
  /** Given: the contact is required (the confirm page); absent: only a typed one is checked. */
  readonly contactType?: ContactType
}): SubmitProblem[] {
  const problems: SubmitProblem[] = []
  if (input.delivery === 'EXPRESS' && !input.addressId) problems.push({ field: 'address', wordKey: 'order.confirm.needAddress' })
  const contact = contactProblem(input)
  if (contact) problems.push(contact)
  return problems
}

/**
 * The contact (spec sections 3 and 5): a phone by its area's rule, or an e-mail for a shop that
 * takes e-mail orders; required when the page asks for it (contactType given).
 */
function contactProblem(input: {
  readonly contactPhone?: string
  readonly contactAreaCode?: string
  readonly contactEmail?: string
  readonly contactType?: ContactType
}): SubmitProblem | undefined {
  const required = input.contactType !== undefined
  if (input.contactType === 'EMAIL') {
    const email = input.contactEmail?.trim() ?? ''
    if (!email) return { field: 'contact', wordKey: 'order.confirm.needEmail' }
    return isValidEmail(email) ? undefined : { field: 'contact', wordKey: 'order.confirm.badEmail' }
  }
  const phone = input.contactPhone?.trim() ?? ''
  if (!phone) return required ? { field: 'contact', wordKey: 'order.confirm.needPhone' } : undefined
  const areaCode = input.contactAreaCode || MAINLAND_AREA
  return isValidPhone(phone, areaCode) ? undefined : { field: 'contact', wordKey: 'order.confirm.badPhone', params: { areaCode } }
}

/**
 * The idempotency key of a submit: the same order asked again (a tap after a failure whose
 * outcome is unknown) keeps its key, so the gateway answers the first order instead of making a
 * second; a changed order gets a new key (the gateway refuses a key reused for another order).
 */
export interface KeyedSubmit {
  readonly body: string
  readonly key: string
}

export function submitKey(previous: KeyedSubmit | undefined, body: OrderBody, fresh: () => string): KeyedSubmit {
  // A new captcha token does not make another order (the gateway leaves it out of its comparison too).
  const { captchaToken: _token, ...order } = body
  const text = JSON.stringify(order)
  if (previous && previous.body === text) return previous
  return { body: text, key: fresh() }
}

/** A fresh key: time and randomness (not a secret; only unique per buyer). */
export function newIdempotencyKey(now: number, random: () => number): string {
  return `${now.toString(36)}-${Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`
}

/** Seconds left to pay, from the seconds the gateway said and the ms passed since. */
export function secondsLeft(givenSeconds: number, givenAt: number, now: number): number {
  return Math.max(0, Math.ceil(givenSeconds - (now - givenAt) / 1000))
}

/** '14:59'; hours first when there are any ('1:02:03'). */
export function countdownText(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds))
  const two = (value: number) => String(value).padStart(2, '0')
  const hours = Math.floor(left / 3600)
  const minutes = Math.floor((left % 3600) / 60)
  const rest = left % 60
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`
}

/** The payment product that is this platform's own (spec section 4, the default choice's second rule). */
const PLATFORM_PRODUCTS: Readonly<Record<string, string>> = {
  MP_WEIXIN: 'WEIXIN_MINI',
  MP_ALI: 'ALIPAY_MINI',
  MP_TT: 'TT_PAY',
  MP_XHS: 'XHS_PAY',
  WXH5: 'WEIXIN_JSAPI',
  CMB: 'CMB_PAY',
}

export function platformProduct(platformType: string): string | undefined {
  return PLATFORM_PRODUCTS[platformType]
}

/** Spec section 7: browserType WEIXIN | ALIPAY | OTHER for the cashier of a web page. */
export function browserType(platformType: string): 'WEIXIN' | 'OTHER' {
  return platformType === 'WXH5' ? 'WEIXIN' : 'OTHER'
}

/** Spec section 9: the last payment is remembered locally. */
export const LAST_PAYMENT_KEY = 'order:lastPaymentProduct'

/** Spec section 9: a 6-digit verification code, 60 s before another may be asked for. */
export const PAY_CODE_LENGTH = 6
export const PAY_CODE_COUNTDOWN_SECONDS = 60

export function isPayCode(code: string): boolean {
  return new RegExp(`^\\d{${PAY_CODE_LENGTH}}$`).test(code)
}

/** Spec section 2: orderType lowercased, ticket by default. */
export const DEFAULT_ORDER_TYPE = 'ticket'
/** Spec section 3, order type parking; s2: "parking-detail returns to pay-success with fromPage". */
export const PARKING_ORDER_TYPE = 'parking'
export const PARKING_FROM_PAGE = 'parkingDetail'

export type ReturnPage =
  | { readonly name: 'paySuccess' | 'paySuccessNew'; readonly params: Readonly<Record<string, string>> }
  | { readonly name: 'ticketDetail'; readonly params: Readonly<Record<string, string>> }
  | { readonly name: 'cardList'; readonly params: Readonly<Record<string, string>> }
  | { readonly name: 'memberPaySuccess'; readonly params: Readonly<Record<string, string>> }

/** D38: a paid privilege card order (orderType lowercased) returns to the buyer's cards, the new one first. */
export const PRIVILEGE_CARD_ORDER_TYPE = 'privilege_card'

/** D16, spec s2: a paid membership (order type member) returns to /member-pay-success (orderId, channelId). */
export const MEMBER_ORDER_TYPE = 'member'

/**
 * Where a paid order goes (spec section 2): /pay-success (orderId, orderType lowercased, default
 * ticket, channelId); /pay-success-new when the new-style flag is set; /ticket-detail (id,
 * channelId, source=1, target=1, pageSource=purchase) when the buyer came for one ticket. A
 * parking order returns to pay success with `fromPage=parkingDetail` (spec section 2): the page
 * words itself for parking and leads on to the parking detail.
 */
export function returnPage(input: {
  readonly orderId: string
  readonly orderType?: string | null
  readonly channelId?: string | null
  readonly newStyle?: boolean
  readonly ticketId?: string | null
}): ReturnPage {
  const channel: Record<string, string> = input.channelId ? { channelId: input.channelId } : {}
  if ((input.orderType ?? '').toLowerCase() === PRIVILEGE_CARD_ORDER_TYPE) return { name: 'cardList', params: { tab: 'mine' } }
  if ((input.orderType ?? '').toLowerCase() === MEMBER_ORDER_TYPE) {
    return { name: 'memberPaySuccess', params: { orderId: input.orderId, ...channel } }
  }
  if (input.ticketId) {
    return {
      name: 'ticketDetail',
      params: { id: input.ticketId, ...channel, source: '1', target: '1', pageSource: 'purchase' },
    }
  }
  const orderType = (input.orderType || DEFAULT_ORDER_TYPE).toLowerCase()
  if (orderType === PARKING_ORDER_TYPE) {
    return { name: 'paySuccess', params: { orderId: input.orderId, orderType, fromPage: PARKING_FROM_PAGE, ...channel } }
  }
  return {
    name: input.newStyle ? 'paySuccessNew' : 'paySuccess',
    params: { orderId: input.orderId, orderType, ...channel },
  }
}

/** The return URL's query flag for the new-style pay success page (see ShopConfig.paySuccessNewStyle). */
export const NEW_STYLE_PARAM = 'newStyle'

/** Whether a return URL's parameters ask for the new-style page. */
export function newStyleOf(params: Readonly<Record<string, string | undefined>>): boolean {
  return params[NEW_STYLE_PARAM] === '1'
}

/**
 * Spec section 2: a paid order returns to /pay-success-new when the new-style flag is set: by the
 * return URL (`newStyle=1`, what the cashier asked for) or by the shop in force (its
 * `paySuccessNewStyle`), so a return whose address lost the flag still follows the shop.
 */
export function wantsNewStyle(
  fromReturnUrl: boolean,
  shop: { readonly paySuccessNewStyle?: boolean } | null | undefined,
): boolean {
  return fromReturnUrl || shop?.paySuccessNewStyle === true
}

/** How long pay-loading waits for the shop's configuration (its new-style flag) before it goes to the classic page. */
export const SHOP_CONFIG_WAIT_MS = 3000

/** An absolute address on this site for a provider to come back to (the provider's page is elsewhere). */
export function siteUrl(origin: string, path: string, params: Readonly<Record<string, string>> = {}): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  return `${origin.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`
}

/**
 * Spec section 8: a payment the buyer cancelled says nothing (an empty message); any other
 * failure says 'Payment failed'.
 */
export function payFailureWords(error: { readonly cancelled?: boolean } | null | undefined): string | undefined {
  return error?.cancelled ? undefined : 'order.pay.failed'
}

/** The currency exchange line of a payment option (spec section 4): what the provider charges. */
export function exchangeWords(
  rate: {
    readonly exchangeAmount: number
    readonly exchangeCurrency: string
    readonly rate: number
  } | null,
): { readonly wordKey: string; readonly params: Readonly<Record<string, string | number>> } | undefined {
  if (!rate) return undefined
  const cents = yuanToCents(rate.exchangeAmount)
  return {
    wordKey: 'order.pay.exchange',
    params: { amount: (cents / 100).toFixed(2), currency: rate.exchangeCurrency, rate: rate.rate },
  }
}

/** Spec section 9: the default currency prefix is RMB; the shops' currencies have their signs. */
export const DEFAULT_CURRENCY_PREFIX = 'RMB'
const CURRENCY_PREFIXES: Readonly<Record<string, string>> = { CNY: '¥', MOP: 'MOP$', HKD: 'HK$' }

/** '¥760.00', 'MOP$120.50': cents with the currency's sign, 2 decimals. */
export function moneyText(cents: number, currency?: string | null): string {
  const prefix = currency ? (CURRENCY_PREFIXES[currency] ?? `${currency} `) : `${DEFAULT_CURRENCY_PREFIX} `
  return `${prefix}${formatMoney(cents)}`
}
