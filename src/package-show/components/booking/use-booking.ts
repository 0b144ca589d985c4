import { useAtomValue } from 'jotai'
import { useEffect, useReducer, useRef, type Dispatch } from 'react'
import {
  fetchPreFill,
  fetchPurchased,
  fetchTiedSales,
  joinWaitList,
  registerShortage,
  registrationRefusal,
  type SeatPlan,
  type Session,
  type ShowDetail,
  type TiedSpu,
} from '@/api/show'
import { useFreshData, useServerData } from '@/components/server-data'
import { bookingActions, defaultSession, sessionSelectable, type BookingMode, type NextStep } from '@/domain/booking'
import {
  bookingReducer,
  bookingRule,
  chosenPlan,
  initialBookingState,
  limitReached,
  missingGoods,
  type BookingEvent,
  type BookingState,
} from '@/domain/checkout/booking'
import { bookingFlow } from '@/domain/purchase/booking-flow'
import { preFillStart } from '@/domain/purchase/grab-info'
import { decodeTiedChoices, encodeTiedChoices } from '@/domain/purchase/tied-sale'
import { hasFlag } from '@/domain/shop-config'
import { openLogin, openPage } from '@/navigation/navigate'
import { RESULT_PAGES, openForResult } from '@/navigation/results'
import { isLoggedInAtom } from '@/state/session'
import { shopConfigAtom } from '@/state/shop'
import { useSeatPlans } from '../ticket-choice'
import { useWaitlistAttendees } from './waitlist-attendees'
import '@/i18n/locales/show'

export interface BookingData {
  readonly show: ShowDetail
  readonly sessions: readonly Session[]
}

export type BookingForm = BookingState<Session, SeatPlan, TiedSpu>
type BookingDispatch = Dispatch<BookingEvent<Session, SeatPlan, TiedSpu>>

/**
 * What feeds the booking machine besides the tiers, as server data: valid pre-filled grab info
 * starts the booking (preload-ticket), unless a link named a session, once: coming back to the page
 * never moves the buyer's choice; the tickets the buyer holds; the goods sold with the show (buying
 * only). Each reloads when the page shows again and only refreshes the machine's data.
 */
function useBookingLoads(
  data: BookingData,
  form: BookingForm,
  input: { readonly loggedIn: boolean; readonly sessionId?: string; readonly reloadPlans: () => void },
  dispatch: BookingDispatch,
) {
  const { show, sessions } = data
  const { loggedIn, sessionId, reloadPlans } = input
  const { mode } = form
  const sessionKey = form.session?.bizShowSessionId
  const preFillAsked = useRef(false)
  const preFill = useServerData(['pre-fill', show.showId, 'BOOKING'], () => fetchPreFill(show.showId, { source: 'BOOKING' }), {
    enabled: loggedIn && mode === 'buy' && !sessionId && !preFillAsked.current,
    reloadOnShow: false,
  })
  useFreshData(preFill, (answer) => {
    if (preFillAsked.current) return
    preFillAsked.current = true
    const start = preFillStart(answer)
    const target = start && sessions.find((item) => item.bizShowSessionId === start.sessionId)
    if (!start || !target || !sessionSelectable(target, mode)) return
    dispatch({ type: 'preFillStarted', session: target, seatPlanId: start.seatPlanId, qty: start.qty })
    reloadPlans()
  })

  const purchased = useServerData(['purchased', show.showId], () => fetchPurchased(show.showId), { enabled: loggedIn })
  useFreshData(purchased, (answer) => dispatch({ type: 'boughtLoaded', bought: answer.bought }))
  useEffect(() => {
    if (!loggedIn) dispatch({ type: 'boughtLoaded', bought: 0 })
  }, [loggedIn, dispatch])

  const goods = useServerData(['tied-sales', show.showId, sessionKey ?? null], () => fetchTiedSales(show.showId, sessionKey), {
    enabled: mode === 'buy',
  })
  useFreshData(
    goods,
    (list) => dispatch({ type: 'goodsListed', goods: list }),
    () => dispatch({ type: 'goodsFailed' }),
  )
}

/**
 * Everything the booking page knows and does: the machine of domain/checkout/booking fed by
 * what loads and what the buyer taps; going on to the seat map or confirm order; registering.
 */
export function useBooking(data: BookingData, askedMode: BookingMode, sessionId?: string) {
  const { show, sessions } = data
  const shop = useAtomValue(shopConfigAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [form, dispatch] = useReducer(
    bookingReducer<Session, SeatPlan, TiedSpu>,
    {
      mode: askedMode,
      showLimit: show.purchaseLimit,
      session: defaultSession(sessions, askedMode, sessionId ?? show.saleShowSessionId),
    },
    (input) => initialBookingState<Session, SeatPlan, TiedSpu>(input),
  )
  const { plans, reload: reloadPlans } = useSeatPlans(show.showId, form.session?.bizShowSessionId, (list) =>
    dispatch({ type: 'plansListed', plans: list }),
  )
  useBookingLoads(data, form, { loggedIn, ...(sessionId ? { sessionId } : {}), reloadPlans }, dispatch)

  const plan = plans.status === 'ready' ? chosenPlan(form) : undefined
  const { mode, units, session } = form
  const flow = bookingFlow(show.seatPickType, shop?.noAutoJumpPickSeat)
  const choice =
    session && plan
      ? { showId: show.showId, sessionId: session.bizShowSessionId, seatPlanId: plan.seatPlanId, qty: units }
      : undefined
  const goods = encodeTiedChoices(form.goodsChosen)
  // A real-name show's waitlist needs its attendees, one per ticket, as confirm order does (spec s5).
  const attendees = useWaitlistAttendees(show, plan, units, form.bought, mode === 'waitlist' && loggedIn && plan !== undefined)

  /** On to the seat map or confirm order, carrying the goods chosen; required goods first. */
  const go = (next: NextStep) => {
    dispatch({ type: 'goOnTapped' })
    if (missingGoods(form).length > 0) return
    void openPage(next.page, goods ? { ...next.params, goods } : next.params)
  }

  const chooseGoods = async () => {
    const text = await openForResult(RESULT_PAGES.tiedSales, {
      showId: show.showId,
      ...(session ? { sessionId: session.bizShowSessionId } : {}),
      ...(goods ? { goods } : {}),
    })
    if (text !== undefined) dispatch({ type: 'goodsChosen', choices: decodeTiedChoices(text) })
  }

  const register = async () => {
    if (!choice) return
    if (!loggedIn) return void openLogin()
    if (mode === 'waitlist' && attendees.check()) return
    dispatch({ type: 'registerStarted' })
    try {
      if (mode === 'waitlist') {
        await joinWaitList(choice, attendees.asks ? attendees.chosen.map((item) => item.audienceId) : [])
        dispatch({ type: 'registered', done: { wordKey: 'show.booking.waitlistDone' } })
      } else {
        const entry = await registerShortage(choice)
        dispatch({ type: 'registered', done: { wordKey: 'show.booking.shortageDone', params: { position: entry.position } } })
      }
    } catch (error) {
      // The gateway's coded refusals are written for the buyer; anything else gets our words.
      const text = registrationRefusal(error)
      const wordKey = `show.booking.${mode === 'waitlist' ? 'waitlist' : 'shortage'}Failed`
      dispatch({ type: 'registerFailed', failure: text ? { text } : { wordKey } })
    } finally {
      dispatch({ type: 'registerEnded' })
    }
  }

  return {
    show,
    sessions,
    form,
    dispatch,
    plans,
    reloadPlans,
    plan,
    rule: bookingRule(form),
    limitReached: plan !== undefined && limitReached(form),
    choice,
    actions: choice ? bookingActions(flow, choice) : undefined,
    zz: hasFlag(shop, 'MERCHANT_IS_ZZ'),
    attendees,
    go,
    chooseGoods,
    register: () => void register(),
  }
}

export type BookingView = ReturnType<typeof useBooking>
