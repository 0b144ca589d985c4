import { useAtom, useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { SELECT_PARAM, type Address } from '@/api/address'
import { fetchSupportAutoUse } from '@/api/coupons'
import type { Attendee } from '@/api/attendee'
import { CAPTCHA_CODES, NO_TICKETS_CODE, createOrder, preOrder, type CreatedOrder, type PreOrder } from '@/api/order'
import {
  confirmReducer,
  initialConfirmState,
  repriceOutcome,
  submitStep,
  type ConfirmState,
  type ContactField,
} from '@/domain/checkout/confirm-order'
import {
  contactType,
  newIdempotencyKey,
  orderBody,
  returnPage,
  submitKey,
  type ConfirmParams,
  type DeliveryMethod,
  type KeyedSubmit,
} from '@/domain/order'
import type { CaptchaToken } from '@/domain/purchase/captcha'
import { ticketCount, type AttendeeRules } from '@/domain/purchase/attendees'
import { orderPricing } from '@/domain/purchase/order-pricing'
import { repriceFor } from '@/domain/purchase/reprice'
import { homePhoneArea, type ShopConfig } from '@/domain/shop-config'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { isHttpError, TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate, openPage } from '@/navigation/navigate'
import { RESULT_PAGES, openForResult } from '@/navigation/results'
import { captchaTokensAtom } from '@/state/captcha'
import { shopConfigAtom } from '@/state/shop'
import { useConfirmBase, useContactPrefill, usePreFillStart, usePrice, type ConfirmData } from './use-confirm-loads'

export type { FieldMessage } from '@/domain/checkout/confirm-order'
export type { ConfirmData } from './use-confirm-loads'

type Form = ConfirmState<Attendee, Address, PreOrder, CreatedOrder>

interface ShopChoices {
  readonly merchantId?: string
  readonly paySuccessNewStyle?: boolean
  readonly supportEmailOrder?: boolean
  readonly cyMerchantPrimeConfigVO?: { readonly autoChooseBestCoupon?: boolean; readonly autoChoosePoint?: boolean } | null
}

/** The attendee rules of the tier chosen (domain/purchase/attendees), once the show is loaded. */
function useRules(data: ConfirmData | undefined, qty: number): AttendeeRules | undefined {
  const show = data?.show
  const plan = data?.plan
  const lines = data?.lines
  return useMemo(
    () =>
      show && plan && lines
        ? {
            // One holder per ticket: every line's units times its own seat plan's unit.
            tickets: ticketCount(lines.map((line) => ({ qty: line.qty, unit: line.plan.seatPlanUnit }))),
            units: qty,
            purchaseLimit: show.purchaseLimit,
            realName: show.realName,
            ageLimit: plan.ageLimit,
            minLimitAge: show.minLimitAge,
            today: new Date(),
          }
        : undefined,
    [show, plan, lines, qty],
  )
}

/**
 * Everything the confirm-order page knows and does: the form is the pure machine of
 * domain/checkout/confirm-order; this hook feeds it what loads and what the buyer does, and
 * sends the order.
 */
export function useConfirmOrder(params: ConfirmParams) {
  const t = useT()
  const shop = useAtomValue(shopConfigAtom) as (ShopChoices & object) | null
  const homeArea = homePhoneArea(shop as ShopConfig | null)
  // s7 support_auto_use: the best coupon from the start (the gateway picks it); the shop config
  // says the same until it answers.
  const autoUse = useServerData(['support-auto-use', shop?.merchantId ?? ''], fetchSupportAutoUse, { reloadOnShow: false })
  const auto = {
    coupon:
      autoUse.status === 'ready' ? autoUse.data.supportAutoUse : (shop?.cyMerchantPrimeConfigVO?.autoChooseBestCoupon ?? false),
    points: shop?.cyMerchantPrimeConfigVO?.autoChoosePoint ?? false,
  }
  const [form, dispatch] = useReducer(confirmReducer<Attendee, Address, PreOrder, CreatedOrder>, homeArea, (area) =>
    initialConfirmState<Attendee, Address, PreOrder, CreatedOrder>(area),
  )
  const loads = useConfirmBase(params, dispatch)
  const data = loads.base.status === 'ready' ? loads.base.data : undefined
  const attendeeList = loads.attendees.status === 'ready' ? loads.attendees.data : undefined
  useContactPrefill(homeArea, dispatch)
  usePreFillStart(
    params,
    { ...(data ? { show: data.show } : {}), ...(attendeeList ? { attendees: attendeeList } : {}) },
    dispatch,
  )
  // D38: the privilege card chosen; the gateway prices the order with it (pre_order again).
  const [cardId, setCardId] = useState<string | null>(null)
  const reprice = usePrice(params, form.delivery, auto, dispatch, cardId)
  const cards = useOfferedCards(form.price)

  const rules = useRules(data, params.qty)
  const show = data?.show
  const asksAttendees = Boolean(show && (show.realName || data?.plan.ageLimit || (show.minLimitAge ?? 0) > 0))
  useEffect(() => {
    if (attendeeList && rules && asksAttendees) dispatch({ type: 'attendeesPreselect', list: attendeeList, rules })
  }, [attendeeList, rules, asksAttendees])

  const price = form.price
  // The price as the gateway will compute it: its judged discounts, the buyer's coupon and points.
  const pricing =
    price.status === 'ready' ? orderPricing(price.data, { couponId: form.couponId, usePoints: form.usePoints }) : undefined
  const submit = useSubmit(params, form, dispatch, {
    rules,
    show,
    fees: pricing?.breakdown,
    pricing,
    contactBy: contactType(shop?.supportEmailOrder),
    newStyle: shop?.paySuccessNewStyle === true,
    autoCoupon: auto.coupon,
    cardId,
    seatPlanUnits: Object.fromEntries((data?.lines ?? []).map((line) => [line.plan.seatPlanId, line.plan.seatPlanUnit ?? 1])),
    toast: (wordKey) => feedback.presenter.toast({ text: t(wordKey) }, TOAST_DURATION_MS),
  })
  const typed = (field: ContactField) => (value: string) => dispatch({ type: 'contactTyped', field, value })

  return {
    ...loads,
    form,
    dispatch,
    asksAttendees,
    rules,
    addAttendee: () => {
      dispatch({ type: 'addAttendeeOpened', listed: (attendeeList ?? []).map((item) => item.audienceId) })
      void navigate('audienceModification')
    },
    toggle: (attendee: Attendee) => rules && dispatch({ type: 'attendeeToggled', attendee, rules }),
    chooseAddress: async () => {
      const picked = await openForResult(RESULT_PAGES.address, { [SELECT_PARAM]: '1' })
      if (picked) dispatch({ type: 'addressPicked', address: picked })
    },
    setDelivery: (method: DeliveryMethod) => dispatch({ type: 'deliveryChosen', method }),
    reprice,
    cardId,
    cards,
    chooseCard: (id: string | null) => setCardId(id),
    coupons: price.status === 'ready' ? price.data.coupons : [],
    promotion: price.status === 'ready' ? price.data.promotion : null,
    promotions: price.status === 'ready' ? price.data.promotions : [],
    memberDiscount: price.status === 'ready' ? price.data.memberDiscount : null,
    pointsRule: pricing?.pointsRule,
    pointsOffer: pricing?.pointsOffer,
    fees: pricing?.breakdown,
    contactBy: contactType(shop?.supportEmailOrder),
    setContactName: typed('name'),
    setContactPhone: typed('phone'),
    setContactAreaCode: typed('areaCode'),
    setContactEmail: typed('email'),
    ...submit,
  }
}

export type ConfirmOrderState = ReturnType<typeof useConfirmOrder>

interface SubmitInput {
  readonly rules: AttendeeRules | undefined
  readonly show: ConfirmData['show'] | undefined
  readonly fees: ReturnType<typeof orderPricing>['breakdown'] | undefined
  readonly pricing: ReturnType<typeof orderPricing> | undefined
  readonly contactBy: ReturnType<typeof contactType>
  readonly newStyle: boolean
  readonly autoCoupon: boolean
  readonly cardId: string | null
  /** Tickets per unit of each line's seat plan: every ticket's holder goes with its line. */
  readonly seatPlanUnits: Readonly<Record<string, number>>
  readonly toast: (wordKey: string) => void
}

/**
 * The privilege cards to offer (D38): those of the last priced answer usable on this order; kept
 * while the order is priced again after a choice, so the list does not blink.
 */
function useOfferedCards(price: Form['price']): readonly PreOrder['privilegeCards'][number][] {
  const last = useRef<readonly PreOrder['privilegeCards'][number][]>([])
  if (price.status === 'ready') last.current = price.data.privilegeCards.filter((card) => card.usable)
  return last.current
}

/** Submit (critical, idempotent; repeated taps ignored while one is on its way), the captcha and the cashier. */
function useSubmit(
  params: ConfirmParams,
  form: Form,
  dispatch: (event: Parameters<typeof confirmReducer<Attendee, Address, PreOrder, CreatedOrder>>[1]) => void,
  input: SubmitInput,
) {
  // The show's purchase captcha: solved on the show page or here, sent with create order.
  const [captchaTokens, setCaptchaTokens] = useAtom(captchaTokensAtom)
  const captchaToken = captchaTokens[params.showId] ?? null
  const setCaptchaToken = useCallback(
    (token: CaptchaToken | null) =>
      setCaptchaTokens((all) => {
        const { [params.showId]: _old, ...rest } = all
        return token ? { ...rest, [params.showId]: token } : rest
      }),
    [params.showId, setCaptchaTokens],
  )
  const submitting = useRef(false)
  const lastKey = useRef<KeyedSubmit | undefined>()
  const { rules, fees, pricing, show } = input

  const send = async (captcha: string | null) => {
    if (!fees || !pricing) return
    submitting.current = true
    dispatch({ type: 'submitStarted' })
    const body = orderBody({
      params,
      delivery: form.delivery,
      addressId: form.address?.addressId ?? null,
      audienceIds: form.chosen.map((item) => item.audienceId),
      seatPlanUnits: input.seatPlanUnits,
      couponId: form.couponId,
      userCardId: input.cardId,
      promotion: pricing.promotion,
      memberDiscount: pricing.memberDiscount,
      usePoints: form.usePoints && fees.pointsCents > 0,
      captchaToken: captcha,
      contactName: form.contact.name,
      contactType: input.contactBy,
      contactPhone: form.contact.phone,
      contactAreaCode: form.contact.areaCode,
      contactEmail: form.contact.email,
      payCents: fees.payCents,
    })
    lastKey.current = submitKey(lastKey.current, body, () => newIdempotencyKey(Date.now(), Math.random))
    try {
      const order = await createOrder(body, lastKey.current.key)
      if (!order.needPay) {
        const target = returnPage({ orderId: order.orderId, newStyle: input.newStyle })
        await openPage(target.name, target.params, { replace: true })
        return
      }
      dispatch({ type: 'orderCreated', order, givenAt: Date.now() })
    } catch (error) {
      await refused(error, fees)
    } finally {
      submitting.current = false
      dispatch({ type: 'submitEnded' })
    }
  }

  /** Why create order said no, in the form: seats taken, a captcha needed, or a price that moved. */
  const refused = async (error: unknown, before: NonNullable<typeof fees>) => {
    const code = isHttpError(error) ? String(error.statusCode) : ''
    if (code === NO_TICKETS_CODE) {
      // Someone else was first: say so where the buyer looks; seats are chosen again on the map.
      dispatch({ type: 'orderRefused', refusal: params.seatIds.length ? 'seatsTaken' : 'unavailable' })
      return
    }
    if (code === CAPTCHA_CODES.required || code === CAPTCHA_CODES.invalid) {
      // The gateway wants a (new) captcha: drop the token and ask for one.
      setCaptchaToken(null)
      dispatch({ type: 'captchaAsked' })
      return
    }
    const decision = isHttpError(error) ? repriceFor(error.statusCode) : undefined
    if (!decision) return
    // Spec section 8: show the changed discount and price again; the buyer confirms anew.
    const answer = await preOrder(
      orderBody({ params, delivery: form.delivery, audienceIds: [], userCardId: input.cardId }),
    ).catch(() => undefined)
    if (!answer) return dispatch({ type: 'repriceFailed', wordKey: decision.wordKey })
    const outcome = repriceOutcome({
      answer,
      couponId: form.couponId,
      usePoints: form.usePoints,
      autoCoupon: input.autoCoupon,
      reason: decision.reason,
      before,
    })
    dispatch({ type: 'repriced', answer, couponId: outcome.couponId, notice: outcome.notice })
    input.toast(outcome.notice.wordKey)
  }

  const submit = async (solved?: CaptchaToken) => {
    if (submitting.current || !rules || !fees || !pricing) return
    const step = submitStep(form, {
      rules,
      asksAttendees: Boolean(show && (show.realName || rules.ageLimit || (show.minLimitAge ?? 0) > 0)),
      contactBy: input.contactBy,
      captchaSwitch: show?.captchaSwitch,
      captchaToken: solved ?? captchaToken,
      now: Date.now(),
    })
    if (step.kind === 'cashier') return dispatch({ type: 'cashierOpened' })
    dispatch({ type: 'submitChecked', errors: step.kind === 'invalid' ? step.errors : {} })
    if (step.kind === 'captcha') dispatch({ type: 'captchaAsked' })
    if (step.kind === 'send') await send(step.captchaToken)
  }

  return {
    submit: () => submit(),
    closeCaptcha: () => dispatch({ type: 'captchaClosed' }),
    captchaSolved: (token: CaptchaToken) => {
      setCaptchaToken(token)
      dispatch({ type: 'captchaClosed' })
      void submit(token)
    },
    closeCashier: () => {
      dispatch({ type: 'cashierClosed' })
      // The order exists: it is paid (or not) from its detail from now on.
      if (form.created) void navigate('orderDetail', { orderId: form.created.orderId }, { replace: true })
    },
  }
}
