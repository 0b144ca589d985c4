import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { fetchVerifyCode, type Coupon, type CouponVerifyCode } from '@/api/coupons'
import { Button } from '@/components/ui'
import { countdownText, secondsUntil } from '@/domain/coupons'
import { useT } from '@/i18n/use-t'
import { useCountdown } from '../email-account/use-countdown'
import { Popup } from './ui'
import '@/i18n/locales/coupons'

export interface VerifyCodePopupProps {
  /** The offline coupon whose code is shown; null: closed. */
  readonly coupon: Coupon | null
  readonly onClose: () => void
}

type CodeState =
  { readonly phase: 'loading' } | { readonly phase: 'error' } | { readonly phase: 'ready'; readonly code: CouponVerifyCode }

/**
 * An offline coupon's verification code (spec s4: "offline coupons show a verification-code
 * popup"; s3 verifyCode, verifyCodeExpireTime) with the time it is good for; a new code on demand.
 */
export function VerifyCodePopup({ coupon, onClose }: VerifyCodePopupProps) {
  const t = useT()
  const [state, setState] = useState<CodeState>({ phase: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const { secondsLeft, start } = useCountdown()

  useEffect(() => {
    if (!coupon) return undefined
    let live = true
    setState({ phase: 'loading' })
    fetchVerifyCode(coupon).then(
      (code) => {
        if (!live) return
        setState({ phase: 'ready', code })
        start(secondsUntil(code.verifyCodeExpireTime, Date.now()))
      },
      () => live && setState({ phase: 'error' }),
    )
    return () => {
      live = false
    }
  }, [coupon, attempt, start])

  const expired = state.phase === 'ready' && secondsLeft <= 0
  return (
    <Popup visible={coupon !== null} position='bottom' round closeable onClose={onClose} className='coupon-verify'>
      <View className='coupon-verify__body' role='dialog' aria-label={t('coupons.verify.title')}>
        <Text className='coupon-verify__title'>{t('coupons.verify.title')}</Text>
        {coupon && <Text className='coupon-verify__coupon'>{coupon.title}</Text>}
        {state.phase === 'loading' && <View className='coupon-verify__skeleton' aria-busy />}
        {state.phase === 'error' && (
          <View className='coupon-verify__error' role='alert'>
            <Text>{t('coupons.verify.failed')}</Text>
          </View>
        )}
        {state.phase === 'ready' && (
          <>
            <Text className={`coupon-verify__code${expired ? ' coupon-verify__code--expired' : ''}`}>
              {state.code.verifyCode.replace(/(\d{4})(?=\d)/g, '$1 ')}
            </Text>
            <Text className='coupon-verify__hint'>{t('coupons.verify.hint')}</Text>
            <View className='coupon-verify__countdown' role='timer'>
              <Text>
                {expired ? t('coupons.verify.expired') : t('coupons.verify.countdown', { time: countdownText(secondsLeft) })}
              </Text>
            </View>
          </>
        )}
        {(state.phase === 'error' || expired) && (
          <Button className='coupon-verify__refresh' type='primary' block onClick={() => setAttempt(attempt + 1)}>
            {t('coupons.verify.refresh')}
          </Button>
        )}
      </View>
    </Popup>
  )
}
