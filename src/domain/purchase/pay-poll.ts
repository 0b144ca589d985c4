/**
 * The web's pay-loading page after the payment provider returns (spec sections 4 and 9): the
 * order detail is polled every 3 s, up to 5 times; once the order is no longer UNPAID the page
 * goes to the return URL; after 5 polls that still find it unpaid it goes to the order detail. A
 * poll that fails counts as one that found nothing. A pure state machine: the page owns the timer.
 */

/** Spec section 9: order poll every 3 s ... */
export const PAY_POLL_INTERVAL_MS = 3000
/** ... 5 times. */
export const PAY_POLL_MAX = 5

/** Order state 1 (spec section 4), orderDetailState UNPAID. */
export const UNPAID_STATE = 1
export const UNPAID_NAME = 'UNPAID'

export type PollState =
  | { readonly phase: 'waiting'; readonly polls: number }
  | { readonly phase: 'returnUrl'; readonly polls: number }
  | { readonly phase: 'orderDetail'; readonly polls: number }

export type PollEvent =
  | { readonly type: 'order'; readonly order: { readonly orderState?: number | null; readonly orderDetailState?: string | null } }
  | { readonly type: 'failed' }

export const POLL_START: PollState = { phase: 'waiting', polls: 0 }

/** Unpaid when the state says 1 or the detail state says UNPAID (either is enough). */
export function isUnpaid(order: { readonly orderState?: number | null; readonly orderDetailState?: string | null }): boolean {
  return order.orderState === UNPAID_STATE || order.orderDetailState === UNPAID_NAME
}

/** The wait before the next poll, while polling; undefined once the page has somewhere to go. */
export function nextPollDelay(state: PollState): number | undefined {
  return state.phase === 'waiting' ? PAY_POLL_INTERVAL_MS : undefined
}

export function onPoll(state: PollState, event: PollEvent): PollState {
  if (state.phase !== 'waiting') return state
  const polls = state.polls + 1
  if (event.type === 'order' && !isUnpaid(event.order)) return { phase: 'returnUrl', polls }
  return polls >= PAY_POLL_MAX ? { phase: 'orderDetail', polls } : { phase: 'waiting', polls }
}
