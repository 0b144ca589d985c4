/**
 * Show endpoints, sessions and seat plans (spec section 7): each static and dynamic, merged by
 * id; the v5 sessions with their plans; the age limits of the seat plans. Every call is silent.
 */
import type { AgeLimit } from '@/domain/purchase/age-limit'
import { mergeSeatPlans, mergeSessions, type MergedEntry } from '@/domain/purchase/show-merge'
import type { ShowStatus } from '@showtix/contract/rules'
import { request } from '@/http'
import type {
  AgeLimits as AgeLimitsAnswer,
  SeatPlanDynamic as SeatPlanDynamicAnswer,
  SeatPlanStatic as SeatPlanStaticAnswer,
  SessionDynamic as SessionDynamicAnswer,
  SessionStatic,
  STOCK_STATUSES,
} from '@showtix/contract'
import { privileged, show, showV5 } from './paths'

/** sessions_static_data: one session (`limit`: the purchase limit, tickets). */
export type { SessionStatic } from '@showtix/contract'

export type SessionStatus = ShowStatus

/** sessions_dynamic_data: one session now (the contract's sessionStatus is a show status). */
export type SessionDynamic = Omit<SessionDynamicAnswer, 'sessionStatus'> & { readonly sessionStatus: SessionStatus }

/** A session, static and dynamic merged (privilegeId when fetched for a privilege). */
export type Session = MergedEntry<SessionStatic, SessionDynamic> & { readonly privilegeId?: string }

/** seat_plans_static_data: one price tier (the merchant's age rule read as the domain's AgeLimit). */
export type SeatPlanStatic = Omit<SeatPlanStaticAnswer, 'ageLimit'> & { readonly ageLimit: AgeLimit | null }

export type StockStatus = (typeof STOCK_STATUSES)[number]

/** seat_plans_dynamic_data: one price tier now (canBuyCount: units one buyer may take now). */
export type SeatPlanDynamic = Omit<SeatPlanDynamicAnswer, 'stockStatus'> & { readonly stockStatus: StockStatus }

export type SeatPlan = MergedEntry<SeatPlanStatic, SeatPlanDynamic>

/** v5 sessions: a session with its seat plans, both merged by the gateway. */
export type SessionWithPlans = SessionStatic &
  SessionDynamic & { readonly showName: string; readonly seatPlans: ReadonlyArray<SeatPlanStatic & SeatPlanDynamic> }

export type SeatPlanAgeLimit = Omit<AgeLimitsAnswer['seatPlanAgeLimits'][number], 'ageLimit'> & { readonly ageLimit: AgeLimit }

/** seat_plan_age_limit_list. */
export type AgeLimits = Omit<AgeLimitsAnswer, 'seatPlanAgeLimits'> & { readonly seatPlanAgeLimits: readonly SeatPlanAgeLimit[] }

/**
 * GET sessions_static_data. With a privilegeId, the privilege variant (its id in the path; the
 * reference gateway has no such variant yet, so callers pass one only when a privilege is used).
 */
export async function fetchSessionsStatic(showId: string, privilegeId?: string): Promise<readonly SessionStatic[]> {
  const data = await request<{ readonly sessionVOs: readonly SessionStatic[] }>({
    service: 'show',
    path: privileged(`${show(showId)}/sessions_static_data`, privilegeId),
    ...(privilegeId ? { privilegeId } : {}),
    silent: true,
  })
  return data.sessionVOs
}

/** GET sessions_dynamic_data (the privilege variant as above). */
export async function fetchSessionsDynamic(showId: string, privilegeId?: string): Promise<readonly SessionDynamic[]> {
  const data = await request<{ readonly sessionVOs: readonly SessionDynamic[] }>({
    service: 'show',
    path: privileged(`${show(showId)}/sessions_dynamic_data`, privilegeId),
    ...(privilegeId ? { privilegeId } : {}),
    silent: true,
  })
  return data.sessionVOs
}

/** The sessions, static and dynamic merged by bizShowSessionId. */
export async function fetchSessions(showId: string, privilegeId?: string): Promise<Session[]> {
  const [statics, dynamics] = await Promise.all([
    fetchSessionsStatic(showId, privilegeId),
    fetchSessionsDynamic(showId, privilegeId),
  ])
  return mergeSessions(statics, dynamics, privilegeId)
}

/** GET v5 sessions: sessions with their seat plans, merged by the gateway. */
export function fetchSessionsWithPlans(showId: string): Promise<SessionWithPlans[]> {
  return request<SessionWithPlans[]>({ service: 'show', path: `${showV5(showId)}/sessions`, silent: true })
}

const plansPath = (showId: string, sessionId: string) => `${show(showId)}/show_session/${encodeURIComponent(sessionId)}`

/** GET seat_plans_static_data of a session. */
export async function fetchSeatPlansStatic(showId: string, sessionId: string): Promise<readonly SeatPlanStatic[]> {
  const data = await request<{ readonly seatPlans: readonly SeatPlanStatic[] }>({
    service: 'show',
    path: `${plansPath(showId, sessionId)}/seat_plans_static_data`,
    silent: true,
  })
  return data.seatPlans
}

/** GET seat_plans_dynamic_data of a session. */
export async function fetchSeatPlansDynamic(showId: string, sessionId: string): Promise<readonly SeatPlanDynamic[]> {
  const data = await request<{ readonly seatPlans: readonly SeatPlanDynamic[] }>({
    service: 'show',
    path: `${plansPath(showId, sessionId)}/seat_plans_dynamic_data`,
    silent: true,
  })
  return data.seatPlans
}

/** A session's seat plans, static and dynamic merged by seatPlanId. */
export async function fetchSeatPlans(showId: string, sessionId: string): Promise<SeatPlan[]> {
  const [statics, dynamics] = await Promise.all([
    fetchSeatPlansStatic(showId, sessionId),
    fetchSeatPlansDynamic(showId, sessionId),
  ])
  return mergeSeatPlans(statics, dynamics)
}

/** GET seat_plan_age_limit_list (one session, or every session of the show). */
export function fetchAgeLimits(showId: string, sessionId?: string): Promise<AgeLimits> {
  return request<AgeLimits>({
    service: 'show',
    path: `${show(showId)}/seat_plan_age_limit_list`,
    data: sessionId ? { sessionId } : {},
    silent: true,
  })
}
