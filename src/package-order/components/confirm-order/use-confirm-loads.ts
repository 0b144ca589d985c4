import { useEffect, useRef, useState, type Dispatch } from 'react'
import { fetchAddresses, type Address } from '@/api/address'
import { fetchAttendees, type Attendee } from '@/api/attendee'
import { preOrder, type CreatedOrder, type PreOrder } from '@/api/order'
import {
  fetchPreFill,
  fetchSeatPlans,
  fetchSessionsStatic,
  fetchShowStatic,
  type SeatPlan,
  type SessionStatic,
  type ShowStatic,
} from '@/api/show'
import { fetchProfile } from '@/api/user'
import { useFreshData, useServerData } from '@/components/server-data'
import type { AutoChoices, ConfirmEvent } from '@/domain/checkout/confirm-order'
import { contactPrefill, orderBody, type ConfirmParams, type DeliveryMethod } from '@/domain/order'
import { ATTENDEE_PAGE } from '@/domain/purchase/attendees'
import { preFillForConfirm } from '@/domain/purchase/grab-info'
import { isHttpError } from '@/http'

export interface ConfirmData {
  readonly show: ShowStatic
  readonly session: SessionStatic | undefined
  readonly plan: SeatPlan
  /** Each line's seat plan and units (the seat map may choose seats of several prices). */
  readonly lines: ReadonlyArray<{ readonly plan: SeatPlan; readonly qty: number }>
}

export type Load<T> =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly data: T } | { readonly status: 'error' }

export type ConfirmDispatch = Dispatch<ConfirmEvent<Attendee, Address, PreOrder, CreatedOrder>>

/** The show, session and each line's seat plan, with the addresses; a line whose plan is gone fails the load. */
async function loadBase(params: ConfirmParams): Promise<{ readonly data: ConfirmData; readonly addresses: readonly Address[] }> {
  const [show, sessions, plans, addresses] = await Promise.all([
    fetchShowStatic(params.showId),
    fetchSessionsStatic(params.showId).catch(() => [] as readonly SessionStatic[]),
    fetchSeatPlans(params.showId, params.sessionId),
    fetchAddresses(),
  ])
  const lines = params.lines.map((line) => ({ plan: plans.find((entry) => entry.seatPlanId === line.seatPlanId), qty: line.qty }))
  const plan = lines[0]?.plan
  if (!plan || lines.some((line) => !line.plan)) throw new Error('A seat plan of the order is no longer sold')
  const session = sessions.find((entry) => entry.bizShowSessionId === params.sessionId)
  return { data: { show, session, plan, lines: lines as Array<{ plan: SeatPlan; qty: number }> }, addresses }
}

/**
 * The confirm-order page's loading, as server data: the show, session and seat plans with the
 * addresses (once); the account's attendees (again whenever the page comes back: one may have been
 * added). Each answer goes to the form's machine as an event.
 */
export function useConfirmBase(params: ConfirmParams, dispatch: ConfirmDispatch) {
  const loaded = useServerData(['confirm-order', params.showId, params.sessionId, params.lines], () => loadBase(params), {
    reloadOnShow: false,
  })
  useFreshData(loaded, ({ data, addresses }) =>
    dispatch({ type: 'baseLoaded', deliveryMethods: data.show.deliveryMethods, addresses }),
  )
  const base: Load<ConfirmData> =
    loaded.status === 'ready' ? { status: 'ready', data: loaded.data.data } : { status: loaded.status }

  const attendees = useServerData(
    ['attendees-first-page'],
    async () => (await fetchAttendees({ offset: 0, length: ATTENDEE_PAGE })).list,
  )
  useFreshData(attendees, (list) => dispatch({ type: 'attendeesListed', list }))

  return { base, reload: loaded.retry, attendees: attendees as Load<readonly Attendee[]>, reloadAttendees: attendees.retry }
}

/** Spec section 3 (contact): the logged-in account's phone with its area, or its e-mail, unless typed over. */
export function useContactPrefill(homeArea: string, dispatch: ConfirmDispatch) {
  // No profile: the buyer types the contact; the submit says it is needed.
  const profile = useServerData(['contact-profile'], fetchProfile, { reloadOnShow: false })
  useFreshData(profile, (answer) => dispatch({ type: 'profileLoaded', prefill: contactPrefill(answer, homeArea) }))
}

/**
 * Valid pre-filled grab info (preload-ticket) for this tier picks the delivery, attendees and
 * address once, when the page has its show, addresses and attendees; the buyer may change them.
 */
export function usePreFillStart(
  params: ConfirmParams,
  input: { readonly show?: ShowStatic; readonly attendees?: readonly Attendee[] },
  dispatch: ConfirmDispatch,
) {
  const { show, attendees } = input
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current || !show || !attendees) return undefined
    asked.current = true
    let live = true
    fetchPreFill(params.showId, { bizShowSessionId: params.sessionId, source: 'CONFIRM' }).then(
      (answer) => {
        const start = preFillForConfirm(answer, params.seatPlanId)
        if (!live || !start) return
        dispatch({
          type: 'preFillLoaded',
          deliverMethod: start.deliverMethod as DeliveryMethod,
          deliveryMethods: show.deliveryMethods,
          attendees: start.audienceIds.flatMap((id) => attendees.filter((entry) => entry.audienceId === id)),
          addressId: start.addressId ?? null,
        })
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [show, attendees, params.showId, params.sessionId, params.seatPlanId, dispatch])
}

/** The price and the coupons, from the gateway, for the delivery and the privilege card chosen (D38). */
export function usePrice(
  params: ConfirmParams,
  delivery: DeliveryMethod,
  auto: AutoChoices,
  dispatch: ConfirmDispatch,
  userCardId: string | null = null,
) {
  const [attempt, setAttempt] = useState(0)
  const { coupon, points } = auto
  useEffect(() => {
    let live = true
    dispatch({ type: 'priceRequested' })
    preOrder(orderBody({ params, delivery, audienceIds: [], userCardId })).then(
      (answer) => {
        if (live) dispatch({ type: 'priceLoaded', answer, auto: { coupon, points } })
      },
      (error: unknown) => {
        if (!live) return
        dispatch({
          type: 'priceFailed',
          ...(isHttpError(error) && error.comments ? { message: error.comments } : {}),
          ...(isHttpError(error) ? { code: error.statusCode } : {}),
        })
      },
    )
    return () => {
      live = false
    }
  }, [params, delivery, coupon, points, attempt, dispatch, userCardId])
  return () => setAttempt((value) => value + 1)
}
