/**
 * Ticket transfer (转赠) rules of decision D8, both tiers: the gateway refuses with them, the send
 * page greys out what it would refuse. A transfer waits 24 h for its receiver, never past the
 * session's start; a ticket is sent only while valid, not in another transfer, not within 2 h of
 * its start, and not when it was itself received (anti-scalping) unless the shop allows it.
 */
import { HOUR_MS } from './refund'

/** A transfer's code: 8 capitals and digits without 0/O and 1/I (what a person types from a message). */
export const TRANSFER_CODE_PATTERN = '^[A-HJ-NP-Z2-9]{8}$'

/** How long a transfer waits for its receiver (D8). */
export const TRANSFER_WINDOW_MS = 24 * HOUR_MS
/** No transfer within this long of the session's start (D8). */
export const TRANSFER_CLOSES_BEFORE_START_MS = 2 * HOUR_MS

/** A transfer's states (spec s4: in transfer, transferred/accepted, acceptance expired, cancelled). */
export const TRANSFER_STATE = {
  pending: 'IN_TRANSFER',
  accepted: 'ACCEPTED',
  expired: 'EXPIRED',
  cancelled: 'CANCELLED',
} as const
export type TransferState = (typeof TRANSFER_STATE)[keyof typeof TRANSFER_STATE]

/** Why a ticket cannot be sent (D8), in the order the gateway checks them. */
export type TransferRefusal = 'NOT_VALID' | 'PENDING' | 'RECEIVED' | 'TOO_LATE'

export interface TransferableTicket {
  /** The holder's ticket state: VALID, USED, REFUNDED, EXPIRED (or IN_TRANSFER while pending). */
  readonly state: string
  /** In a pending transfer already. */
  readonly pending: boolean
  /** The holder received it by a transfer. */
  readonly received: boolean
  /** The session's start, or null when unknown (then only the window applies). */
  readonly startTime: number | null
}

/** The reason this ticket cannot be sent `now`, or undefined when it can (D8). */
export function transferRefusal(ticket: TransferableTicket, now: number, shopAllowsResend = false): TransferRefusal | undefined {
  if (ticket.pending || ticket.state === TRANSFER_STATE.pending) return 'PENDING'
  if (ticket.state !== 'VALID') return 'NOT_VALID'
  if (ticket.received && !shopAllowsResend) return 'RECEIVED'
  if (ticket.startTime !== null && ticket.startTime - now < TRANSFER_CLOSES_BEFORE_START_MS) return 'TOO_LATE'
  return undefined
}

/** When a transfer made at `createdAt` stops waiting: 24 h later or the earliest session start, whichever first. */
export function transferExpiry(createdAt: number, startTimes: readonly (number | null)[]): number {
  const starts = startTimes.filter((time): time is number => time !== null)
  return Math.min(createdAt + TRANSFER_WINDOW_MS, ...starts)
}

/** A transfer's effective state `now`: a pending one past its expiry reads EXPIRED before the sweep writes it. */
export function transferStateAt(state: TransferState, expiresAt: number, now: number): TransferState {
  return state === TRANSFER_STATE.pending && expiresAt <= now ? TRANSFER_STATE.expired : state
}

/**
 * The shop switch that lets a received ticket be sent on (D8's "shop-level override"): a flag of
 * the shop config's `binaryValue`. Off by default (anti-scalping).
 */
export const TRANSFER_AGAIN_FLAG = 'TRANSFER_AGAIN'

/** Whether a shop's flags (the shop config's `binaryValue`) let a received ticket be sent on. */
export function shopAllowsTransferAgain(binaryValue: readonly string[] | null | undefined): boolean {
  return binaryValue?.includes(TRANSFER_AGAIN_FLAG) ?? false
}

/**
 * Until when the receiver of a real-name ticket may bind one of their attendees to it
 * (ticket-bind-audience, D8): the show's identityLimitTime when it has one, else the session's
 * start; whichever comes first when both are known. Null when neither is known (no binding).
 */
export function bindAudienceDeadline(
  identityLimitTime: number | null | undefined,
  startTime: number | null | undefined,
): number | null {
  const times = [identityLimitTime, startTime].filter((time): time is number => typeof time === 'number')
  return times.length > 0 ? Math.min(...times) : null
}

/** Why a receiver cannot bind an attendee to this ticket now, or undefined when they can. */
export type BindAudienceRefusal = 'NOT_RECEIVED' | 'NOT_REAL_NAME' | 'NOT_VALID' | 'BOUND' | 'CLOSED'

export interface BindableTicket {
  readonly state: string
  readonly received: boolean
  readonly realName: boolean
  /** The receiver has bound an attendee already (once per receiving). */
  readonly bound: boolean
  readonly deadline: number | null
}

/** The reason the receiver cannot bind an attendee `now` (D8), in the order the gateway checks them. */
export function bindAudienceRefusal(ticket: BindableTicket, now: number): BindAudienceRefusal | undefined {
  if (!ticket.received) return 'NOT_RECEIVED'
  if (!ticket.realName) return 'NOT_REAL_NAME'
  if (ticket.state !== 'VALID') return 'NOT_VALID'
  if (ticket.bound) return 'BOUND'
  if (ticket.deadline === null || now >= ticket.deadline) return 'CLOSED'
  return undefined
}
