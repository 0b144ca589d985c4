import Taro, { useDidShow } from '@tarojs/taro'
import { useAtom, useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ADDRESS_CHOSEN_EVENT, fetchAddresses, SELECT_PARAM, type Address } from '@/api/address'
import { fetchAttendees, type Attendee } from '@/api/attendee'
import { CAPTCHA_CODES, NO_TICKETS_CODE, createOrder, preOrder, type CreatedOrder, type PreOrder } from '@/api/order'
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
import {
  contactPrefill,
  contactType,
  defaultDelivery,
  newIdempotencyKey,
  orderBody,
  returnPage,
  submitKey,
  submitProblems,
  type ConfirmParams,
  type DeliveryMethod,
  type KeyedSubmit,
  type SubmitField,
} from '@/domain/order'
import { captchaStep, type CaptchaToken } from '@/domain/purchase/captcha'
import {
  ATTENDEE_PAGE,
  attendeeIssues,
  preselectAttendees,
  toggleAttendee,
  type AttendeeProblem,
  type AttendeeRules,
} from '@/domain/purchase/attendees'
import { initialCouponId, toggleCoupon } from '@/domain/purchase/coupons'
import type { FeeBreakdown } from '@/domain/purchase/fees'
import { orderPricing, repriceNotice, type RepriceNotice } from '@/domain/purchase/order-pricing'
import { initialUsePoints } from '@/domain/purchase/points'
import { repriceFor } from '@/domain/purchase/reprice'
import { feedback } from '@/components/feedback'
import { isHttpError, TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { preFillForConfirm } from '@/domain/purchase/grab-info'
import { navigate, openPage } from '@/navigation/navigate'
import { captchaTokensAtom } from '@/state/captcha'
import { homePhoneArea, type ShopConfig } from '@/domain/shop-config'
import { shopConfigAtom } from '@/state/shop'

export interface ConfirmData {
  readonly show: ShowStatic
  readonly session: SessionStatic | undefined
  readonly plan: SeatPlan
  /** Each line's seat plan and units (the seat map may choose seats of several prices). */
  readonly lines: ReadonlyArray<{ readonly plan: SeatPlan; readonly qty: number }>
}

type Load<T> = { readonly status: 'loading' } | { readonly status: 'ready'; readonly data: T } | { readonly status: 'error' }

export interface FieldMessage {
  readonly wordKey: string
  readonly params?: Readonly<Record<string, string | number>>
}

interface PrimeConfig {
  readonly cyMerchantPrimeConfigVO?: { readonly autoChooseBestCoupon?: boolean; readonly autoChoosePoint?: boolean } | null
}

/** Everything the confirm-order page knows and does. */
export function useConfirmOrder(params: ConfirmParams) {
  const t = useT()
  const shop = useAtomValue(shopConfigAtom) as (PrimeConfig & object) | null
  // A zero-amount order skips the cashier: it returns where the shop's new-style flag says.
  const newStyle = useRef(false)
  newStyle.current = (shop as { paySuccessNewStyle?: boolean } | null)?.paySuccessNewStyle === true
  const autoCoupon = shop?.cyMerchantPrimeConfigVO?.autoChooseBestCoupon ?? false
  const autoPoints = shop?.cyMerchantPrimeConfigVO?.autoChoosePoint ?? false
  const [base, setBase] = useState<Load<ConfirmData>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [attendees, setAttendees] = useState<Load<readonly Attendee[]>>({ status: 'loading' })
  const [addresses, setAddresses] = useState<readonly Address[]>([])
  const [address, setAddress] = useState<Address | null>(null)
  const [delivery, setDelivery] = useState<DeliveryMethod>('E_TICKET')
  const [price, setPrice] = useState<Load<PreOrder> & { readonly message?: string }>({ status: 'loading' })
  const [couponId, setCouponId] = useState<string | null>(null)
  const couponTouched = useRef(false)
  const [usePoints, setUsePoints] = useState(false)
  const pointsTouched = useRef(false)
  const [repriced, setRepriced] = useState<RepriceNotice | undefined>()
  /** No tickets left at create order: the seats chosen were taken, or the stock ran out. */
  const [refused, setRefused] = useState<'seatsTaken' | 'unavailable' | undefined>()
  // The show's purchase captcha: solved on the show page or here, sent with create order.
  const [captchaTokens, setCaptchaTokens] = useAtom(captchaTokensAtom)
  const [captchaOpen, setCaptchaOpen] = useState(false)
  const captchaToken = captchaTokens[params.showId] ?? null
  const setCaptchaToken = (token: CaptchaToken | null) =>
    setCaptchaTokens((all) => {
      const { [params.showId]: _old, ...rest } = all
      return token ? { ...rest, [params.showId]: token } : rest
    })
  const [chosen, setChosen] = useState<readonly Attendee[]>([])
  const [contactName, setContactName] = useState('')
  const [contactPhone, setContactPhone] = useState('')
  const [contactAreaCode, setContactAreaCode] = useState(() => homePhoneArea(shop as ShopConfig | null))
  const [contactEmail, setContactEmail] = useState('')
  /** The buyer typed in the contact: the account's, arriving later, does not overwrite it. */
  const contactTouched = useRef(false)
  const contactBy = contactType((shop as { supportEmailOrder?: boolean } | null)?.supportEmailOrder)
  const [errors, setErrors] = useState<Partial<Record<SubmitField, FieldMessage>>>({})
  const [submitting, setSubmitting] = useState(false)
  const [created, setCreated] = useState<(CreatedOrder & { readonly givenAt: number }) | undefined>()
  const [cashierOpen, setCashierOpen] = useState(false)
  const submittingRef = useRef(false)
  const couponIdRef = useRef<string | null>(null)
  couponIdRef.current = couponId
  const lastKey = useRef<KeyedSubmit | undefined>()
  const [priceAttempt, setPriceAttempt] = useState(0)

  // The show, its session and seat plan; the addresses (the default one chosen).
  useEffect(() => {
    let live = true
    setBase({ status: 'loading' })
    Promise.all([
      fetchShowStatic(params.showId),
      fetchSessionsStatic(params.showId).catch(() => [] as readonly SessionStatic[]),
      fetchSeatPlans(params.showId, params.sessionId),
      fetchAddresses(),
    ]).then(
      ([show, sessions, plans, list]) => {
        if (!live) return
        const lines = params.lines.map((line) => ({
          plan: plans.find((entry) => entry.seatPlanId === line.seatPlanId),
          qty: line.qty,
        }))
        const plan = lines[0]?.plan
        if (!plan || lines.some((line) => !line.plan)) {
          setBase({ status: 'error' })
          return
        }
        setBase({
          status: 'ready',
          data: {
            show,
            session: sessions.find((entry) => entry.bizShowSessionId === params.sessionId),
            plan,
            lines: lines as Array<{ plan: SeatPlan; qty: number }>,
          },
        })
        setDelivery((current) => (show.deliveryMethods.includes(current) ? current : defaultDelivery(show.deliveryMethods)))
        setAddresses(list)
        setAddress((current) => current ?? list.find((entry) => entry.isDefault) ?? list[0] ?? null)
      },
      () => {
        if (live) setBase({ status: 'error' })
      },
    )
    return () => {
      live = false
    }
  }, [params.showId, params.sessionId, params.lines, attempt])

  // The account's attendees: again whenever the page shows (one may have been added).
  const loadAttendees = useCallback(() => {
    fetchAttendees({ offset: 0, length: ATTENDEE_PAGE }).then(
      (page) => {
        setAttendees({ status: 'ready', data: page.list })
        setChosen((current) => current.filter((item) => page.list.some((entry) => entry.audienceId === item.audienceId)))
      },
      () => setAttendees({ status: 'error' }),
    )
  }, [])
  const shown = useRef(false)
  useEffect(loadAttendees, [loadAttendees])

  // Spec section 3 (contact): the logged-in account's phone with its area, or its e-mail, unless typed over.
  useEffect(() => {
    let live = true
    fetchProfile().then(
      (profile) => {
        if (!live || contactTouched.current) return
        const start = contactPrefill(profile, homePhoneArea(shop as ShopConfig | null))
        setContactPhone(start.phone)
        setContactAreaCode(start.areaCode)
        setContactEmail(start.email)
      },
      () => undefined, // No profile: the buyer types the contact; the submit says it is needed.
    )
    return () => {
      live = false
    }
  }, [shop])

  // Valid pre-filled grab info (preload-ticket) for this tier picks the delivery, attendees and
  // address once, when the page has its show, addresses and attendees; the buyer may change them.
  const preFillApplied = useRef(false)
  const readyShow = base.status === 'ready' ? base.data.show : undefined
  const readyAttendees = attendees.status === 'ready' ? attendees.data : undefined
  useEffect(() => {
    if (preFillApplied.current || !readyShow || !readyAttendees) return undefined
    preFillApplied.current = true
    let live = true
    fetchPreFill(params.showId, { bizShowSessionId: params.sessionId, source: 'CONFIRM' }).then(
      (answer) => {
        const start = preFillForConfirm(answer, params.seatPlanId)
        if (!live || !start) return
        const method = start.deliverMethod as DeliveryMethod
        if (readyShow.deliveryMethods.includes(method)) setDelivery(method)
        const picked = start.audienceIds.flatMap((id) => readyAttendees.filter((entry) => entry.audienceId === id))
        if (picked.length) setChosen((current) => (current.length ? current : picked))
        if (start.addressId) setAddress((current) => addresses.find((entry) => entry.addressId === start.addressId) ?? current)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [readyShow, readyAttendees, addresses, params.showId, params.sessionId, params.seatPlanId])
  useDidShow(() => {
    if (shown.current) loadAttendees()
    shown.current = true
  })

  // The price and the coupons, from the gateway, for the delivery chosen.
  useEffect(() => {
    let live = true
    setPrice({ status: 'loading' })
    preOrder(orderBody({ params, delivery, audienceIds: [] })).then(
      (answer) => {
        if (!live) return
        setPrice({ status: 'ready', data: answer })
        const coupon = couponTouched.current ? couponIdRef.current : initialCouponId(answer.coupons, autoCoupon)
        if (!couponTouched.current) setCouponId(coupon)
        // Points switch on by themselves when the shop says so and they pay anything.
        if (!pointsTouched.current) {
          setUsePoints(initialUsePoints(autoPoints, orderPricing(answer, { couponId: coupon, usePoints: true }).pointsOffer))
        }
      },
      (error: unknown) => {
        if (live) setPrice({ status: 'error', ...(isHttpError(error) && error.comments ? { message: error.comments } : {}) })
      },
    )
    return () => {
      live = false
    }
  }, [params, delivery, autoCoupon, autoPoints, priceAttempt])

  const show = base.status === 'ready' ? base.data.show : undefined
  const plan = base.status === 'ready' ? base.data.plan : undefined
  const units = plan?.seatPlanUnit ?? 1
  const rules: AttendeeRules | undefined = useMemo(
    () =>
      show && plan
        ? {
            tickets: params.qty * units,
            units: params.qty,
            purchaseLimit: show.purchaseLimit,
            realName: show.realName,
            ageLimit: plan.ageLimit,
            minLimitAge: show.minLimitAge,
            today: new Date(),
          }
        : undefined,
    [show, plan, params.qty, units],
  )
  const asksAttendees = Boolean(show && (show.realName || plan?.ageLimit || (show.minLimitAge ?? 0) > 0))

  // The list when the buyer went to add an attendee from here: whoever is new on return is chosen.
  const attendeesBeforeAdd = useRef<readonly string[] | undefined>()
  // The account's only attendee is chosen once per visit (the buyer may then unchoose it).
  const onlyChosen = useRef(false)
  const attendeeList = attendees.status === 'ready' ? attendees.data : undefined
  useEffect(() => {
    if (!attendeeList || !rules || !asksAttendees) return
    const before = attendeesBeforeAdd.current
    attendeesBeforeAdd.current = undefined
    const list = onlyChosen.current && !before ? [] : attendeeList
    if (attendeeList.length === 1) onlyChosen.current = true
    setChosen((current) => preselectAttendees(current, list, rules, before) as readonly Attendee[])
  }, [attendeeList, rules, asksAttendees])
  const addAttendee = () => {
    attendeesBeforeAdd.current = (attendeeList ?? []).map((item) => item.audienceId)
    void navigate('audienceModification')
  }

  const coupons = price.status === 'ready' ? price.data.coupons : []
  // The price as the gateway will compute it: its judged discounts, the buyer's coupon and points.
  const pricing = price.status === 'ready' ? orderPricing(price.data, { couponId, usePoints }) : undefined
  const fees: FeeBreakdown | undefined = pricing?.breakdown

  const [attendeeRefusal, setAttendeeRefusal] = useState<AttendeeProblem | undefined>()
  const toggle = (attendee: Attendee) => {
    if (!rules) return
    const result = toggleAttendee(chosen, attendee, rules)
    setChosen(result.selected as readonly Attendee[])
    setAttendeeRefusal(result.refused)
    setErrors((current) => ({ ...current, attendees: undefined }))
  }

  const chooseCoupon = (id: string) => {
    const target = coupons.find((entry) => entry.couponId === id)
    if (!target) return
    couponTouched.current = true
    setCouponId((current) => toggleCoupon(current, target))
  }
  const clearCoupon = () => {
    couponTouched.current = true
    setCouponId(null)
  }

  const chooseAddress = () => {
    Taro.eventCenter.once(ADDRESS_CHOSEN_EVENT, (picked: Address) => {
      setAddress(picked)
      setAddresses((list) => (list.some((entry) => entry.addressId === picked.addressId) ? list : [...list, picked]))
      setErrors((current) => ({ ...current, address: undefined }))
    })
    void navigate('address', { [SELECT_PARAM]: '1' })
  }

  const finish = async (order: CreatedOrder) => {
    const target = returnPage({ orderId: order.orderId, newStyle: newStyle.current })
    await openPage(target.name, target.params, { replace: true })
  }

  /** Repeated taps are ignored while a submit is on its way; an order already made opens its cashier again. */
  const submit = async (solved?: CaptchaToken) => {
    if (submittingRef.current || !rules || !fees || !pricing) return
    if (created) {
      setCashierOpen(true)
      return
    }
    const found: Partial<Record<SubmitField, FieldMessage>> = {}
    const contact = { contactType: contactBy, contactPhone, contactAreaCode, contactEmail }
    for (const problem of submitProblems({ delivery, addressId: address?.addressId ?? null, ...contact })) {
      found[problem.field] ??= { wordKey: problem.wordKey, ...(problem.params ? { params: problem.params } : {}) }
    }
    if (asksAttendees) {
      const issue = attendeeIssues(chosen, rules)[0]
      if (issue) found.attendees = { wordKey: issue.wordKey, ...(issue.params ? { params: issue.params } : {}) }
    }
    setErrors(found)
    if (Object.keys(found).length) return
    // In the show's captcha window: a valid token first (spec sections 3 and 5).
    const captcha = captchaStep(show?.captchaSwitch, solved ?? captchaToken, Date.now())
    if (captcha.ask) {
      setCaptchaOpen(true)
      return
    }

    submittingRef.current = true
    setSubmitting(true)
    setRepriced(undefined)
    setRefused(undefined)
    const body = orderBody({
      params,
      delivery,
      addressId: address?.addressId ?? null,
      audienceIds: chosen.map((item) => item.audienceId),
      couponId,
      promotion: pricing.promotion,
      memberDiscount: pricing.memberDiscount,
      usePoints: usePoints && fees.pointsCents > 0,
      captchaToken: captcha.token ?? null,
      contactName,
      ...contact,
      payCents: fees.payCents,
    })
    lastKey.current = submitKey(lastKey.current, body, () => newIdempotencyKey(Date.now(), Math.random))
    try {
      const order = await createOrder(body, lastKey.current.key)
      if (!order.needPay) {
        await finish(order)
        return
      }
      setCreated({ ...order, givenAt: Date.now() })
      setCashierOpen(true)
    } catch (error) {
      if (isHttpError(error) && String(error.statusCode) === NO_TICKETS_CODE) {
        // Someone else was first: say so where the buyer looks; seats are chosen again on the map.
        setRefused(params.seatIds.length ? 'seatsTaken' : 'unavailable')
        return
      }
      const decision = isHttpError(error) ? repriceFor(error.statusCode) : undefined
      const code = isHttpError(error) ? String(error.statusCode) : ''
      if (code === CAPTCHA_CODES.required || code === CAPTCHA_CODES.invalid) {
        // The gateway wants a (new) captcha: drop the token and ask for one.
        setCaptchaToken(null)
        setCaptchaOpen(true)
      } else if (decision) {
        // Spec section 8: show the changed discount and price again; the buyer confirms anew.
        const answer = await preOrder(orderBody({ params, delivery, audienceIds: [] })).catch(() => undefined)
        if (answer) {
          const still = answer.coupons.find((entry) => entry.couponId === couponId)
          const next = still?.usable === false ? initialCouponId(answer.coupons, autoCoupon) : couponId
          setPrice({ status: 'ready', data: answer })
          setCouponId(next)
          const after = orderPricing(answer, { couponId: next, usePoints }).breakdown
          const notice = repriceNotice(decision.reason, fees, after)
          setRepriced(notice)
          feedback.presenter.toast({ text: t(notice.wordKey) }, TOAST_DURATION_MS)
        } else {
          setRepriced({ wordKey: decision.wordKey })
        }
      }
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  return {
    base,
    reload: () => setAttempt((value) => value + 1),
    attendees,
    reloadAttendees: loadAttendees,
    addAttendee,
    asksAttendees,
    rules,
    chosen,
    toggle,
    attendeeRefusal,
    addresses,
    address,
    chooseAddress,
    delivery,
    setDelivery: (method: DeliveryMethod) => {
      setDelivery(method)
      setErrors((current) => ({ ...current, address: undefined }))
    },
    price,
    reprice: () => setPriceAttempt((value) => value + 1),
    promotion: price.status === 'ready' ? price.data.promotion : null,
    promotions: price.status === 'ready' ? price.data.promotions : [],
    memberDiscount: price.status === 'ready' ? price.data.memberDiscount : null,
    pointsRule: pricing?.pointsRule,
    pointsOffer: pricing?.pointsOffer,
    usePoints,
    togglePoints: () => {
      pointsTouched.current = true
      setUsePoints((value) => !value)
    },
    repriced,
    refused,
    coupons,
    couponId,
    chooseCoupon,
    clearCoupon,
    fees,
    contactName,
    setContactName: (value: string) => {
      contactTouched.current = true
      setContactName(value)
    },
    contactBy,
    contactPhone,
    setContactPhone: (value: string) => {
      contactTouched.current = true
      setContactPhone(value)
      setErrors((current) => ({ ...current, contact: undefined }))
    },
    contactAreaCode,
    setContactAreaCode: (value: string) => {
      contactTouched.current = true
      setContactAreaCode(value)
      setErrors((current) => ({ ...current, contact: undefined }))
    },
    contactEmail,
    setContactEmail: (value: string) => {
      contactTouched.current = true
      setContactEmail(value)
      setErrors((current) => ({ ...current, contact: undefined }))
    },
    errors,
    submit: () => submit(),
    submitting,
    captchaOpen,
    closeCaptcha: () => setCaptchaOpen(false),
    captchaSolved: (token: CaptchaToken) => {
      setCaptchaToken(token)
      setCaptchaOpen(false)
      void submit(token)
    },
    created,
    cashierOpen,
    closeCashier: () => {
      setCashierOpen(false)
      // The order exists: it is paid (or not) from its detail from now on.
      if (created) void navigate('orderDetail', { orderId: created.orderId }, { replace: true })
    },
  }
}

export type ConfirmOrderState = ReturnType<typeof useConfirmOrder>
