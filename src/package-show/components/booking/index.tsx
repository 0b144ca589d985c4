import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  fetchPreFill,
  fetchPurchased,
  fetchSessions,
  fetchShowDetail,
  fetchTiedSales,
  joinWaitList,
  registerShortage,
  registrationRefusal,
  type Session,
  type ShowDetail,
  type TiedSpu,
} from '@/api/show'
import { Button } from '@/components/ui'
import { Stepper } from '@/components/stepper'
import {
  bookingActions,
  bookingMaxUnits,
  clampUnits,
  defaultSession,
  keptPlanId,
  planSelectable,
  planTapMode,
  sessionSelectable,
  type BookingMode,
  type NextStep,
} from '@/domain/booking'
import { bookingFlow } from '@/domain/purchase/booking-flow'
import { preFillEntryVisible, preFillStart } from '@/domain/purchase/grab-info'
import { compactMoney, yuanToCents } from '@/domain/purchase/money'
import { QUANTITY_WORDS, stepQuantity, ticketsOf, type QuantityRule } from '@/domain/purchase/quantity'
import { goPickSeatWord } from '@/domain/purchase/show-buttons'
import {
  decodeTiedChoices,
  encodeTiedChoices,
  keepListed,
  missingRequired,
  spuQty,
  TIED_CHOSEN_EVENT,
  type TiedChoice,
} from '@/domain/purchase/tied-sale'
import { hasFlag } from '@/domain/shop-config'
import { priceDisplay, priceText } from '@/domain/show-display'
import { useT } from '@/i18n/use-t'
import { navigate, openLogin, openPage } from '@/navigation/navigate'
import { isLoggedInAtom } from '@/state/session'
import { shopConfigAtom } from '@/state/shop'
import { FooterMessages } from '../footer-messages'
import { LoadFailure, PlaceStatus, useLoad } from '../place-status'
import { ChoiceChip, PlanSection, SessionSection, usePlanLabel, useSeatPlans } from '../ticket-choice'
import { useWaitlistAttendees } from './waitlist-attendees'
import './booking.scss'
import '@/i18n/locales/show'
import '@/i18n/locales/shows'
import '@/i18n/locales/purchase'

export interface BookingProps {
  readonly showId: string
  readonly mode: BookingMode
  /** A session asked for (a shared link); else the gateway's sale session, else the first buyable. */
  readonly sessionId?: string
}

interface BookingData {
  readonly show: ShowDetail
  readonly sessions: readonly Session[]
}

async function loadBooking(showId: string): Promise<BookingData> {
  const [show, sessions] = await Promise.all([fetchShowDetail(showId), fetchSessions(showId)])
  return { show, sessions }
}

/**
 * Booking and purchase (spec section 2, /booking/{showId} and /purchase/{showId}): the session,
 * the price tier and the quantity within the purchase limit; then the seat map or the confirm
 * order page (booking-flow.ts, noAutoJumpPickSeat). Opened for the waitlist or the shortage
 * registration, the same choices register the buyer instead.
 */
export function Booking({ showId, mode, sessionId }: BookingProps) {
  const t = useT()
  const load = useLoad(() => loadBooking(showId), showId)
  if (load.status === 'loading') return <PlaceStatus kind='loading' />
  if (load.status === 'error')
    return <LoadFailure error={load.error} notFound={t('show.detail.notFound')} onRetry={load.reload} />
  return <BookingForm data={load.data} mode={mode} {...(sessionId ? { sessionId } : {})} />
}

function BookingForm({ data, mode: askedMode, sessionId }: { data: BookingData; mode: BookingMode; sessionId?: string }) {
  const t = useT()
  // Buying turns to the waitlist when a sold-out tier tagged "waitlist" is tapped, and back when
  // a tier with tickets is (planTapMode; issue 15 item 8).
  const [mode, setMode] = useState<BookingMode>(askedMode)
  const planLabel = usePlanLabel()
  const shop = useAtomValue(shopConfigAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const { show, sessions } = data
  const [session, setSession] = useState<Session | undefined>(() =>
    defaultSession(sessions, mode, sessionId ?? show.saleShowSessionId),
  )
  const [planId, setPlanId] = useState<string | null>(null)
  const [units, setUnits] = useState(1)
  const [qtyMessage, setQtyMessage] = useState<string | null>(null)
  const [bought, setBought] = useState(0)
  const [tied, setTied] = useState<readonly TiedSpu[]>([])
  const [submitting, setSubmitting] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [tiedChoices, setTiedChoices] = useState<readonly TiedChoice[]>([])
  const [tiedError, setTiedError] = useState<string | null>(null)
  const [preFilled, setPreFilled] = useState(false)
  // Valid pre-filled grab info names a tier and a quantity: applied once, when that tier loads.
  const preferred = useRef<{ seatPlanId: string; qty: number } | null>(null)
  const { plans, reload: reloadPlans } = useSeatPlans(show.showId, session?.bizShowSessionId, (list) => {
    const wanted = preferred.current
    if (wanted && list.some((plan) => plan.seatPlanId === wanted.seatPlanId && planSelectable(plan, mode))) {
      preferred.current = null
      setPlanId(wanted.seatPlanId)
      setUnits(wanted.qty)
      return
    }
    setPlanId((current) => keptPlanId(list, current, (plan) => planSelectable(plan, mode)))
  })

  // Booking starts from valid pre-filled grab info (preload-ticket), unless a link named a session.
  useEffect(() => {
    if (!loggedIn || mode !== 'buy' || sessionId) return undefined
    let live = true
    fetchPreFill(show.showId, { source: 'BOOKING' }).then(
      (answer) => {
        const start = preFillStart(answer)
        if (!live || !start) return
        const target = sessions.find((item) => item.bizShowSessionId === start.sessionId)
        if (!target || !sessionSelectable(target, mode)) return
        preferred.current = { seatPlanId: start.seatPlanId, qty: start.qty }
        setPreFilled(true)
        setSession(target)
        reloadPlans()
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [loggedIn, mode, sessionId, show.showId, sessions, reloadPlans])

  useEffect(() => {
    if (!loggedIn) return setBought(0)
    let live = true
    fetchPurchased(show.showId).then(
      (answer) => live && setBought(answer.bought),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [loggedIn, show.showId])

  useEffect(() => {
    if (mode !== 'buy') return
    let live = true
    fetchTiedSales(show.showId, session?.bizShowSessionId).then(
      (list) => {
        if (!live) return
        setTied(list)
        setTiedChoices((current) => keepListed(list, current))
      },
      () => live && setTied([]),
    )
    return () => {
      live = false
    }
  }, [mode, show.showId, session?.bizShowSessionId])

  const plan = plans.status === 'ready' ? plans.plans.find((item) => item.seatPlanId === planId) : undefined
  const rule: QuantityRule = {
    purchaseLimit: session?.limit ?? show.purchaseLimit,
    alreadyBought: bought,
    seatPlanUnit: plan?.seatPlanUnit ?? 1,
    canBuyCount: plan?.canBuyCount ?? null,
  }
  const max = bookingMaxUnits(rule, mode)
  const limitReached = plan !== undefined && max === 0

  // A tier or a limit that changed keeps the quantity when it is still allowed.
  useEffect(() => {
    setUnits((current) => clampUnits(current, max))
  }, [max])

  const step = (delta: number) => {
    const next = stepQuantity(units, delta, mode === 'buy' ? rule : { ...rule, canBuyCount: null })
    setUnits(next.units)
    setQtyMessage(next.refusedWord ? t(next.refusedWord) : null)
  }

  const flow = bookingFlow(show.seatPickType, shop?.noAutoJumpPickSeat)
  const zz = hasFlag(shop, 'MERCHANT_IS_ZZ')
  const choice =
    session && plan
      ? { showId: show.showId, sessionId: session.bizShowSessionId, seatPlanId: plan.seatPlanId, qty: units }
      : undefined
  const actions = choice ? bookingActions(flow, choice) : undefined
  const totalCents = plan ? yuanToCents(Math.max(0, plan.price)) * units : 0
  const currencyPrefix = plan?.originalPriceInfo.prefix ?? ''

  const missingGoods = missingRequired(tied, tiedChoices)
  const goods = encodeTiedChoices(tiedChoices)
  /** On to the seat map or confirm order, carrying the goods chosen; required goods first. */
  const go = (next: NextStep) => {
    if (missingGoods.length > 0) {
      setTiedError(t('show.tied.requiredFirst', { names: missingGoods.map((spu) => spu.name).join(t('show.tied.and')) }))
      return
    }
    setTiedError(null)
    void openPage(next.page, goods ? { ...next.params, goods } : next.params)
  }

  const chooseGoods = () => {
    // One listener: a list opened again replaces the earlier one (the event is booking's alone).
    Taro.eventCenter.off(TIED_CHOSEN_EVENT)
    Taro.eventCenter.once(TIED_CHOSEN_EVENT, (text: string) => {
      const chosen = decodeTiedChoices(text)
      setTiedChoices(chosen)
      if (missingRequired(tied, chosen).length === 0) setTiedError(null)
    })
    void navigate('tiedSaleList', {
      showId: show.showId,
      ...(session ? { sessionId: session.bizShowSessionId } : {}),
      ...(goods ? { goods } : {}),
    })
  }

  // A real-name show's waitlist needs its attendees, one per ticket, as confirm order does (spec s5).
  const attendees = useWaitlistAttendees(show, plan, units, bought, mode === 'waitlist' && loggedIn && plan !== undefined)

  const register = async () => {
    if (!choice) return
    if (!loggedIn) return void openLogin()
    if (mode === 'waitlist' && attendees.check()) return
    setSubmitting(true)
    setFormError(null)
    try {
      if (mode === 'waitlist') {
        await joinWaitList(choice, attendees.asks ? attendees.chosen.map((item) => item.audienceId) : [])
        setDone(t('show.booking.waitlistDone'))
      } else {
        const entry = await registerShortage(choice)
        setDone(t('show.booking.shortageDone', { position: entry.position }))
      }
    } catch (error) {
      // The gateway's coded refusals are written for the buyer; anything else gets our words.
      setFormError(registrationRefusal(error) ?? t(`show.booking.${mode === 'waitlist' ? 'waitlist' : 'shortage'}Failed`))
    } finally {
      setSubmitting(false)
    }
  }

  const selectableSessions = useMemo(() => sessions.filter((item) => sessionSelectable(item, mode)), [sessions, mode])

  return (
    <View className={`booking booking--${mode}`}>
      <View className='booking__head'>
        <Image className='booking__poster' src={show.posterUrl} mode='aspectFill' aria-hidden />
        <View className='booking__head-text'>
          <Text className='booking__name'>{show.showName}</Text>
          <Text className='booking__venue'>{show.venueName}</Text>
        </View>
      </View>
      {mode !== 'buy' && <Text className='booking__mode'>{t(`show.booking.${mode}Intro`)}</Text>}
      {mode === 'buy' && preFilled && (
        <View className='booking__pre-filled' role='status'>
          <Text>{t('show.preFill.started')}</Text>
        </View>
      )}
      {mode === 'buy' && preFillEntryVisible(show) && (
        <View
          className='booking__pre-fill-entry'
          role='link'
          onClick={() => void navigate('showPreloadTicket', { showId: show.showId })}
        >
          <Text>{t('show.preFill.entry')}</Text>
        </View>
      )}

      <SessionSection
        block='booking'
        sessions={sessions}
        chosenId={session?.bizShowSessionId}
        selectable={(item) => sessionSelectable(item, mode)}
        onChoose={(item) => {
          setSession(item)
          setQtyMessage(null)
        }}
        notice={
          selectableSessions.length === 0 && (
            <View className='booking__muted booking__no-sessions' role='status'>
              <Text>{t('show.booking.noSessions')}</Text>
            </View>
          )
        }
        renderSession={(item) => (
          <>
            <Text className='booking__chip-name'>{item.sessionName}</Text>
            {item.sessionStatus && item.sessionStatus !== 'ON_SALE' && (
              <Text className='booking__chip-tag'>{t(`shows.status.${item.sessionStatus}`)}</Text>
            )}
          </>
        )}
      />

      {session && (
        <PlanSection
          block='booking'
          plans={plans}
          onRetry={reloadPlans}
          renderPlan={(item) => {
            const { name, price } = planLabel(item)
            const state = item.soldOut
              ? item.waitListAvailable
                ? 'waitlist'
                : 'soldOut'
              : item.stockStatus === 'LACK'
                ? 'few'
                : null
            return (
              <ChoiceChip
                key={item.seatPlanId}
                id={item.seatPlanId}
                block='booking'
                kind='plan'
                chosen={item.seatPlanId === planId}
                enabled={planTapMode(item, mode) !== null}
                again
                onChoose={() => {
                  const next = planTapMode(item, mode)
                  if (next === null) return
                  if (next !== mode) {
                    setMode(next)
                    setDone(null)
                    setFormError(null)
                  }
                  setPlanId(item.seatPlanId)
                  setQtyMessage(null)
                }}
              >
                <View className='booking__swatch' style={{ background: item.colorValue }} aria-hidden />
                {name && <Text className='booking__chip-name'>{name}</Text>}
                {price !== '' && <Text className='booking__chip-price'>{price}</Text>}
                {state && <Text className='booking__chip-tag'>{t(`show.booking.plan.${state}`)}</Text>}
                {item.ageLimit?.description && <Text className='booking__chip-note'>{item.ageLimit.description}</Text>}
              </ChoiceChip>
            )
          }}
        />
      )}

      {plan && (
        <View className='booking__section booking__quantity'>
          <View className='booking__qty-row'>
            <Text className='booking__title'>{t('show.booking.quantity')}</Text>
            <Stepper
              block='booking'
              value={units}
              lessOff={units <= 1}
              onLess={() => step(-1)}
              onMore={() => step(1)}
              lessLabel={t('show.booking.less')}
              moreLabel={t('show.booking.more')}
            />
          </View>
          <Text className='booking__muted'>
            {t('show.booking.limit', { count: rule.purchaseLimit })}
            {bought > 0 ? ` ${t('show.booking.held', { count: bought })}` : ''}
            {(plan.seatPlanUnit ?? 1) > 1 ? ` ${t('show.booking.unit', { count: plan.seatPlanUnit })}` : ''}
          </Text>
          {(qtyMessage || limitReached) && (
            <View className='booking__qty-error' role='alert'>
              <Text>{qtyMessage ?? t(QUANTITY_WORDS.limitReached)}</Text>
            </View>
          )}
        </View>
      )}

      {attendees.view}

      {mode === 'buy' && tied.length > 0 && (
        <View className='booking__section booking__tied'>
          <Text className='booking__title'>{t('show.booking.tied')}</Text>
          {tied.map((spu) => {
            const chosen = spuQty(tiedChoices, spu.spuId)
            return (
              <View key={spu.spuId} className='booking__tied-item' data-spu={spu.spuId}>
                <Image className='booking__tied-poster' src={spu.posterUrl} mode='aspectFill' aria-hidden />
                <View className='booking__tied-text'>
                  <Text className='booking__tied-name'>{spu.name}</Text>
                  <View className='booking__tied-tags'>
                    {spu.required && <Text className='booking__tied-required'>{t('show.tied.required')}</Text>}
                    {spu.soldOut && <Text className='booking__tied-sold-out'>{t('show.tied.soldOut')}</Text>}
                    {chosen > 0 && <Text className='booking__tied-chosen'>{t('show.tied.chosen', { count: chosen })}</Text>}
                  </View>
                </View>
                <Text className='booking__tied-price'>
                  {t('show.tied.from', { price: priceText(priceDisplay({ minOriginalPriceInfo: spu.minPriceInfo }), t) })}
                </Text>
              </View>
            )
          })}
          <Button className='booking__tied-choose' size='small' fill='outline' onClick={chooseGoods}>
            {tiedChoices.length > 0 ? t('show.tied.change') : t('show.tied.choose')}
          </Button>
          {tiedError && (
            <View className='booking__tied-error' role='alert'>
              <Text>{tiedError}</Text>
            </View>
          )}
        </View>
      )}

      <View className='booking__footer'>
        <FooterMessages block='booking' errors={[{ text: formError }, { text: tiedError, tag: 'goods-error' }]} done={done} />
        <View className='booking__footer-row'>
          {mode === 'buy' && plan && (
            <View className='booking__total'>
              <Text className='booking__total-label'>
                {t('show.booking.total', { count: ticketsOf(units, plan.seatPlanUnit ?? 1) })}
              </Text>
              <Text className='booking__total-amount'>{`${currencyPrefix}${compactMoney(totalCents)}`}</Text>
            </View>
          )}
          {mode === 'buy' && actions?.secondary && (
            <Button
              className='booking__buy-now'
              disabled={limitReached}
              onClick={() => actions.secondary && go(actions.secondary)}
            >
              {t('purchase.button.buy')}
            </Button>
          )}
          {mode === 'buy' && (
            <Button
              className='booking__next'
              type='primary'
              disabled={!actions || limitReached}
              onClick={() => actions && go(actions.primary)}
            >
              {actions?.primary.page === 'pickSeat' ? t(goPickSeatWord(zz)) : t('show.booking.next')}
            </Button>
          )}
          {mode !== 'buy' && (
            <Button
              className='booking__register'
              type='primary'
              disabled={!choice || submitting || done !== null || limitReached}
              onClick={() => void register()}
            >
              {t(`show.booking.${mode}Submit`)}
            </Button>
          )}
        </View>
      </View>
    </View>
  )
}
