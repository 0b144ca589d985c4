import { payableInBrowser } from '@showtix/contract/rules'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchCashier, payOrder, type PaymentOption } from '@/api/order'
import {
  browserType,
  LAST_PAYMENT_KEY,
  NEW_STYLE_PARAM,
  payFailureWords,
  platformProduct,
  returnPage,
  siteUrl,
} from '@/domain/order'
import { cashierMode, defaultPaymentOption } from '@/domain/purchase/payment'
import { isHttpError } from '@/http'
import { navigate, openPage, targetUrl } from '@/navigation/navigate'
import { isPlatformError, platform, type PaymentError } from '@/platform'
import { webOrigin } from '@/platform/env'
import { shopLinkAtom } from '@/state/merchant'
import { shopConfigAtom } from '@/state/shop'

/** The order being paid. */
export interface PayingOrder {
  readonly orderId: string
  readonly transactionIds: readonly string[]
  readonly orderType?: string
}

export type PaymentPhase =
  | { readonly phase: 'loading' }
  | { readonly phase: 'error' }
  | { readonly phase: 'none' }
  | { readonly phase: 'choose'; readonly options: readonly PaymentOption[] }

export interface Payment {
  readonly state: PaymentPhase
  readonly chosen: PaymentOption | undefined
  readonly choose: (option: PaymentOption) => void
  /** Pays with the chosen option (and the verification code, when it needs one). */
  readonly pay: (verificationCode?: string) => Promise<void>
  readonly paying: boolean
  readonly reload: () => void
  /** Words of the last failure ('Payment failed'), or undefined (none, or a cancel: an empty message). */
  readonly failure: string | undefined
  /** The product chosen cannot finish in this browser: the "open in your browser" guide is shown (D21). */
  readonly guide: string | undefined
  readonly closeGuide: () => void
}

/**
 * The cashier of one order (spec section 4): the options of this platform, the default choice
 * (checked, this platform's product, the last used, the first), pay through the gateway and the
 * platform's adapter. One option that needs no code pays at once (`autoPay`). On the web the
 * provider comes back to pay-loading (which polls the order) and a cancel to the order detail.
 */
export function usePayment(order: PayingOrder, options: { readonly autoPay: boolean; readonly active: boolean }): Payment {
  const [state, setState] = useState<PaymentPhase>({ phase: 'loading' })
  const [chosen, setChosen] = useState<PaymentOption | undefined>()
  const [paying, setPaying] = useState(false)
  const [failure, setFailure] = useState<string | undefined>()
  const [guide, setGuide] = useState<string | undefined>()
  const [attempt, setAttempt] = useState(0)
  const payingRef = useRef(false)
  const autoPaid = useRef(false)
  const newStyle = useAtomValue(shopConfigAtom)?.paySuccessNewStyle === true
  const shopLink = useAtomValue(shopLinkAtom)

  const pay = useCallback(
    async (verificationCode?: string, option: PaymentOption | undefined = chosen) => {
      if (!option || payingRef.current) return
      // WeChat's or a bank's browser cannot finish this one: the guide to another browser, no request.
      if (!payableInBrowser(platform.platformType, option.paymentProduct)) {
        setGuide(option.displayName)
        return
      }
      payingRef.current = true
      setPaying(true)
      setFailure(undefined)
      const type = platform.platformType
      try {
        const origin = webOrigin() // H5 only: a provider's page comes back to the site
        const orderType = order.orderType ?? ''
        const answer = await payOrder({
          transactionIds: order.transactionIds,
          platform: type,
          browserType: browserType(type),
          paymentProduct: option.paymentProduct,
          ...(origin
            ? {
                // Both name the shop: the provider's page sends the buyer back into it.
                returnUrl: shopLink(
                  siteUrl(
                    origin,
                    targetUrl(
                      'payLoading',
                      {
                        orderId: order.orderId,
                        ...(orderType ? { orderType } : {}),
                        ...(newStyle ? { [NEW_STYLE_PARAM]: '1' } : {}),
                      },
                      true,
                    ),
                  ),
                ),
                cancelUrl: shopLink(siteUrl(origin, targetUrl('orderDetail', { orderId: order.orderId }, true))),
              }
            : {}),
          ...(verificationCode ? { verificationCode } : {}),
        })
        platform.storage.set(LAST_PAYMENT_KEY, option.paymentProduct)
        const outcome = await platform.pay({ ...answer, orderId: order.orderId })
        if (outcome.kind === 'paid') {
          const target = returnPage({ orderId: order.orderId, orderType: order.orderType ?? null, newStyle })
          await openPage(target.name, target.params, { replace: true })
        } else if (outcome.kind === 'pending') {
          await navigate(
            'payLoading',
            { orderId: order.orderId, ...(newStyle ? { [NEW_STYLE_PARAM]: '1' } : {}) },
            { replace: true },
          )
        } else if (outcome.kind === 'webView') {
          await navigate('webView', { url: outcome.url })
        }
      } catch (error) {
        const cancelled = isPlatformError(error) && (error as PaymentError).cancelled === true
        const words = payFailureWords({ cancelled })
        setFailure(words)
        if (!words) return
        if (isHttpError(error) && error.comments) setFailure(error.comments)
      } finally {
        payingRef.current = false
        setPaying(false)
      }
    },
    [chosen, newStyle, shopLink, order.orderId, order.orderType, order.transactionIds],
  )

  useEffect(() => {
    if (!options.active) return undefined
    let live = true
    setState({ phase: 'loading' })
    const type = platform.platformType
    fetchCashier({ transactionIds: order.transactionIds, platform: type, browserType: browserType(type) }).then(
      (cashier) => {
        if (!live) return
        const mode = cashierMode(cashier.options)
        if (mode === 'none') {
          setState({ phase: 'none' })
          return
        }
        const last = platform.storage.get(LAST_PAYMENT_KEY)
        const choice = defaultPaymentOption(cashier.options, platformProduct(type), typeof last === 'string' ? last : undefined)
        setChosen(choice?.option)
        setState({ phase: 'choose', options: cashier.options })
        const only = cashier.options[0]
        if (mode === 'direct' && options.autoPay && !autoPaid.current && only && !only.needVerificationCode) {
          autoPaid.current = true
          void pay(undefined, only)
        }
      },
      () => {
        if (live) setState({ phase: 'error' })
      },
    )
    return () => {
      live = false
    }
    // pay is stable enough for the one automatic payment; reloading only on a new order or a retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.orderId, options.active, attempt])

  return {
    state,
    chosen,
    choose: setChosen,
    pay: (code?: string) => pay(code),
    paying,
    reload: () => setAttempt((value) => value + 1),
    failure,
    guide,
    closeGuide: () => setGuide(undefined),
  }
}
