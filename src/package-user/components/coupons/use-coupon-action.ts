import { useCallback, useState } from 'react'
import { fetchSupportInfo, subscribeCouponExpiry, type Coupon, type CouponSupportInfo } from '@/api/coupons'
import { feedback } from '@/components/feedback'
import { useThrottledAction } from '@/components/throttled-action'
import { afterSupportInfo, couponUseAction } from '@/domain/coupons'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { platform } from '@/platform'
import '@/i18n/locales/coupons'

/**
 * "Use" on a coupon (spec s4): parking coupons open parking payment; offline coupons the
 * verification code popup; otherwise support info decides between the exchange popup (the
 * privilege card the coupon is exchanged for, D38) and the shows the coupon applies to (coupon-shows).
 */
export function useCouponAction() {
  const t = useT()
  const [verifying, setVerifying] = useState<Coupon | null>(null)
  const [exchanging, setExchanging] = useState<{ readonly coupon: Coupon; readonly info: CouponSupportInfo } | null>(null)
  const use = useThrottledAction(
    useCallback(
      async (coupon: Coupon) => {
        const action = couponUseAction(coupon)
        if (action === 'parking') {
          await navigate('parkingPayment', { couponId: coupon.couponId })
          return
        }
        if (action === 'verifyCode') {
          setVerifying(coupon)
          return
        }
        try {
          const info = await fetchSupportInfo(coupon.couponId)
          if (afterSupportInfo(info) === 'exchangePopup') {
            setExchanging({ coupon, info })
            return
          }
          await navigate('couponShows', { couponTemplateId: coupon.couponTemplateId, title: coupon.title })
        } catch {
          feedback.presenter.toast({ text: t('coupons.useFailed') }, TOAST_DURATION_MS)
        }
      },
      [t],
    ),
  )
  return { use, verifying, closeVerify: () => setVerifying(null), exchanging, closeExchange: () => setExchanging(null) }
}

/**
 * "Remind me before they expire" (spec s7 mini_remind_subscribe, COUPON_TEMPLATE_EXPIRE): the
 * WeChat subscribe dialog where there is one, then the subscription of the listed coupons'
 * templates; the gateway sends the reminder the day before a coupon expires.
 */
export function useExpiryReminder() {
  const t = useT()
  return useThrottledAction(
    useCallback(
      async (coupons: readonly Coupon[]) => {
        const toast = (key: string) => feedback.presenter.toast({ text: t(key) }, TOAST_DURATION_MS)
        try {
          await platform.subscribe([])
          await subscribeCouponExpiry([...new Set(coupons.map((coupon) => coupon.couponTemplateId))].slice(0, 50))
          toast('coupons.remind.done')
        } catch {
          toast('coupons.remind.failed')
        }
      },
      [t],
    ),
  )
}
