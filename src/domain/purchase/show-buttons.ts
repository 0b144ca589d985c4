/**
 * The show detail's purchase button and panels (spec section 4): buyable only in PRE_SALE or
 * ON_SALE; a pre-sale counts down to saleTime; members with the right buy early from
 * prioritySaleTime (使用优先购); a sold-out show offers its waitlist, a show short of tickets the
 * shortage registration; MERCHANT_IS_ZZ shops word the buttons 选座兑票 and hide the remind and
 * other-order panels; a PENDING show hides the button unless it is the priority one. Answers word
 * keys (`purchase.button.*`), never text.
 */
import { supportsSeatPicking, type ShowStatus } from '@showtix/contract/rules'

export type ButtonKind =
  | 'buy'
  | 'pickSeat'
  | 'free'
  | 'priority'
  | 'countdown'
  | 'comingSoon'
  | 'waitlist'
  | 'shortage'
  | 'soldOut'
  | 'pending'
  | 'canceled'
  | 'completed'
  | 'delay'
  | 'disabled'

/** What tapping does. */
export type ButtonAction = 'buy' | 'priorityBuy' | 'waitlist' | 'shortage' | 'none'

export interface ShowButtonInput {
  readonly status: ShowStatus | string
  readonly soldOut?: boolean | null
  readonly saleTime?: number | null
  readonly seatPickType?: string | null
  readonly isFree?: boolean | null
  readonly hasPriority?: boolean | null
  readonly prioritySaleTime?: number | null
  /** The gateway's word that this buyer may use the priority window. */
  readonly canUsePriorityPurchase?: boolean | null
  readonly existWaitList?: boolean | null
  /** The shop has the MERCHANT_IS_ZZ flag. */
  readonly zz: boolean
  readonly loggedIn: boolean
  /** Epoch ms, on the gateway's clock. */
  readonly now: number
}

export interface ShowButton {
  readonly kind: ButtonKind
  readonly visible: boolean
  readonly enabled: boolean
  readonly action: ButtonAction
  /** `purchase.button.<...>` */
  readonly wordKey: string
  /** Milliseconds to saleTime (a pre-sale with a known sale time). */
  readonly countdownMs?: number
  /** Milliseconds until the priority window opens, when the show has one ahead. */
  readonly priorityOpensInMs?: number
}

export const BUTTON_WORDS = {
  buy: 'purchase.button.buy',
  pickSeat: 'purchase.button.pickSeat',
  zzPickSeat: 'purchase.button.zzPickSeat',
  goPickSeat: 'purchase.button.goPickSeat',
  free: 'purchase.button.free',
  priority: 'purchase.button.priority',
  countdown: 'purchase.button.countdown',
  comingSoon: 'purchase.button.comingSoon',
  waitlist: 'purchase.button.waitlist',
  shortage: 'purchase.button.shortage',
  soldOut: 'purchase.button.soldOut',
  pending: 'purchase.button.pending',
  canceled: 'purchase.button.canceled',
  completed: 'purchase.button.completed',
  delay: 'purchase.button.delay',
  disabled: 'purchase.button.disabled',
} as const

/**
 * The status the button follows: a pre-sale whose sale time has come is on sale (the dynamic
 * part is cached for up to a minute), an on-sale show with nothing left is sold out.
 */
export function effectiveShowStatus(input: Pick<ShowButtonInput, 'status' | 'soldOut' | 'saleTime' | 'now'>): string {
  if (input.status === 'PRE_SALE' && input.saleTime !== null && input.saleTime !== undefined && input.saleTime <= input.now)
    return input.soldOut ? 'SOLD_OUT' : 'ON_SALE'
  if (input.status === 'ON_SALE' && input.soldOut) return 'SOLD_OUT'
  return input.status
}

/** The priority window is open for this buyer: from prioritySaleTime until saleTime, logged in, allowed. */
export function priorityOpen(input: ShowButtonInput): boolean {
  const { prioritySaleTime, saleTime, now } = input
  if (!input.hasPriority || prioritySaleTime === null || prioritySaleTime === undefined) return false
  if (prioritySaleTime > now) return false
  if (saleTime !== null && saleTime !== undefined && saleTime <= now) return false
  return input.loggedIn && !!input.canUsePriorityPurchase
}

/**
 * The words of a kind in this shop. MERCHANT_IS_ZZ: 选座购买 -> 选座兑票; 使用优先购 -> 选座兑票
 * when seats are picked, else 立即购买.
 */
export function buttonWord(kind: ButtonKind, zz: boolean, seatPicking: boolean): string {
  if (zz && kind === 'pickSeat') return BUTTON_WORDS.zzPickSeat
  if (zz && kind === 'priority') return seatPicking ? BUTTON_WORDS.zzPickSeat : BUTTON_WORDS.buy
  return BUTTON_WORDS[kind]
}

/** The booking page's 去选座 in this shop (MERCHANT_IS_ZZ: 选座兑票). */
export function goPickSeatWord(zz: boolean): string {
  return zz ? BUTTON_WORDS.zzPickSeat : BUTTON_WORDS.goPickSeat
}

const CLOSED_KINDS: Record<string, ButtonKind> = {
  PENDING: 'pending',
  CANCELED: 'canceled',
  COMPLETED: 'completed',
  DELAY: 'delay',
  DISABLED: 'disabled',
}

export function showButton(input: ShowButtonInput): ShowButton {
  const seatPicking = supportsSeatPicking(input.seatPickType)
  const status = effectiveShowStatus(input)
  const make = (kind: ButtonKind, enabled: boolean, action: ButtonAction, extra: Partial<ShowButton> = {}): ShowButton => ({
    kind,
    visible: true,
    enabled,
    action,
    wordKey: buttonWord(kind, input.zz, seatPicking),
    ...extra,
  })
  const opensIn =
    input.hasPriority &&
    input.prioritySaleTime !== null &&
    input.prioritySaleTime !== undefined &&
    input.prioritySaleTime > input.now
      ? { priorityOpensInMs: input.prioritySaleTime - input.now }
      : {}

  if (priorityOpen(input) && (status === 'PRE_SALE' || status === 'PENDING')) return make('priority', true, 'priorityBuy')

  switch (status) {
    case 'ON_SALE':
      if (input.isFree) return make('free', true, 'buy')
      return make(seatPicking ? 'pickSeat' : 'buy', true, 'buy')
    case 'PRE_SALE': {
      const { saleTime, now } = input
      if (saleTime === null || saleTime === undefined) return make('comingSoon', false, 'none', opensIn)
      return make('countdown', false, 'none', { countdownMs: saleTime - now, ...opensIn })
    }
    case 'SOLD_OUT':
      return input.existWaitList ? make('waitlist', true, 'waitlist') : make('soldOut', false, 'none')
    case 'LACK_OF_TICKET':
      return make('shortage', true, 'shortage')
    case 'PENDING':
      // Spec section 4: hidden when not logged in, or logged in and the button is not the priority one.
      return { ...make('pending', false, 'none'), visible: false }
    default:
      return make(CLOSED_KINDS[status] ?? 'disabled', false, 'none')
  }
}

/** Whether the show can be bought now by this buyer (the button leads to buying). */
export function canBuyNow(input: ShowButtonInput): boolean {
  const button = showButton(input)
  return button.visible && button.enabled && (button.action === 'buy' || button.action === 'priorityBuy')
}

export interface CountdownParts {
  readonly days: number
  readonly hours: number
  readonly minutes: number
  readonly seconds: number
}

const SECOND_MS = 1000
const MINUTE_MS = 60 * SECOND_MS
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** A countdown in days, hours, minutes and whole seconds (rounded up: 0.2 s left shows 1 s). */
export function countdownParts(ms: number): CountdownParts {
  const left = Math.max(0, Math.ceil(ms / SECOND_MS) * SECOND_MS)
  return {
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((left % MINUTE_MS) / SECOND_MS),
  }
}

// ---------------------------------------------------------------------------------------------
// Panels around the button.

export interface DetailShop {
  readonly zz: boolean
  readonly forbidShare?: boolean | null
  /** D33: the show is sensitive: no share or poster entries. */
  readonly sensitive?: boolean | null
  readonly hiddenTicketPrice?: boolean | null
  readonly hiddenTicketPriceText?: string | null
}

export interface DetailPanels {
  /** The sale reminder (MERCHANT_IS_ZZ: hidden). */
  readonly remind: boolean
  /** The buyer's other orders of the show (MERCHANT_IS_ZZ: hidden). */
  readonly otherOrders: boolean
  /** Share (forbidShare or a sensitive show: hidden). */
  readonly share: boolean
  /** Prices hidden (hiddenTicketPrice): the shop's text in their place, or the default words. */
  readonly price: { readonly hidden: false } | { readonly hidden: true; readonly text?: string; readonly wordKey: string }
}

export const HIDDEN_PRICE_WORD = 'purchase.price.hidden'

export function detailPanels(shop: DetailShop): DetailPanels {
  const text = shop.hiddenTicketPriceText?.trim()
  return {
    remind: !shop.zz,
    otherOrders: !shop.zz,
    share: !shop.forbidShare && !shop.sensitive,
    price: shop.hiddenTicketPrice ? { hidden: true, wordKey: HIDDEN_PRICE_WORD, ...(text ? { text } : {}) } : { hidden: false },
  }
}
