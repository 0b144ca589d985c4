import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { checkExchangeCode, exchangeCoupon, type Coupon, type CouponTemplateView } from '@/api/coupons'
import { FieldInput, FormField } from '@/components/form-field'
import { Button } from '@/components/ui'
import { isExchangeCode, normalizeExchangeCode } from '@/domain/coupons'
import { isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate, openLogin } from '@/navigation/navigate'
import { userIdAtom } from '@/state/session'
import { CouponCard } from './coupon-card'
import { cardOfCoupon } from './to-card'
import './coupons.scss'
import '@/i18n/locales/coupons'

const CODE_MAX_LENGTH = 32

type Step =
  | { readonly phase: 'enter' }
  | { readonly phase: 'checked'; readonly template: CouponTemplateView }
  | { readonly phase: 'done'; readonly coupon: Coupon }

/** The gateway's refusal in its words, else ours (nothing typed is lost). */
function refusal(error: unknown, fallback: string): string {
  return isHttpError(error) && error.kind === 'business' && error.comments ? error.comments : fallback
}

/**
 * Redeem an exchange code (spec s2 /coupon/exchange: opens without login; s7 exchange_check,
 * then coupons/exchange). Checking and redeeming are the buyer's own calls: an anonymous visitor
 * is asked to log in first, and comes back to the code they typed.
 */
export function ExchangeCoupon() {
  const t = useT()
  const loggedIn = useAtomValue(userIdAtom) !== null
  const [code, setCode] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [step, setStep] = useState<Step>({ phase: 'enter' })

  const type = (typed: string) => {
    setCode(typed)
    setMessage(null)
    if (step.phase !== 'enter') setStep({ phase: 'enter' })
  }

  const run = async (work: () => Promise<void>, fallback: string) => {
    if (busy) return
    setBusy(true)
    try {
      await work()
    } catch (error) {
      setMessage(refusal(error, fallback))
    } finally {
      setBusy(false)
    }
  }

  const check = () => {
    const normal = normalizeExchangeCode(code)
    if (!isExchangeCode(normal)) {
      setMessage(t('coupons.exchange.invalid'))
      return
    }
    void run(async () => setStep({ phase: 'checked', template: await checkExchangeCode(normal) }), t('coupons.exchange.failed'))
  }
  const redeem = () =>
    void run(
      async () => setStep({ phase: 'done', coupon: await exchangeCoupon(normalizeExchangeCode(code)) }),
      t('coupons.claimFailed'),
    )

  return (
    <View className='coupon-exchange'>
      <FormField
        block='coupon-exchange'
        name='exchangeCode'
        layout='stacked'
        label={t('coupons.exchange.label')}
        message={message}
        required
      >
        <FieldInput
          className='coupon-exchange__input'
          maxlength={CODE_MAX_LENGTH}
          placeholder={t('coupons.exchange.placeholder')}
          value={code}
          onInput={type}
          onConfirm={loggedIn ? check : undefined}
        />
      </FormField>
      {step.phase === 'checked' && (
        <View className='coupon-exchange__result'>
          <Text className='coupon-exchange__label'>{t('coupons.exchange.willGet')}</Text>
          <View className='coupon-exchange__template'>
            <Text className='coupon-card__title'>{step.template.title}</Text>
            <Text className='coupon-exchange__label'>{step.template.restrictionDescription}</Text>
          </View>
        </View>
      )}
      {step.phase === 'done' && (
        <View className='coupon-exchange__result'>
          <View className='coupon-exchange__done' role='status'>
            <Text>{t('coupons.exchange.done')}</Text>
          </View>
          <CouponCard coupon={cardOfCoupon(step.coupon)} />
          <Button className='coupon-exchange__mine' block onClick={() => void navigate('coupons', {}, { replace: true })}>
            {t('coupons.exchange.toMine')}
          </Button>
        </View>
      )}
      {!loggedIn && (
        <Button className='coupon-exchange__login' type='primary' block onClick={() => void openLogin()}>
          {t('coupons.exchange.loginToRedeem')}
        </Button>
      )}
      {loggedIn && step.phase === 'enter' && (
        <Button className='coupon-exchange__check' type='primary' block loading={busy} disabled={!code.trim()} onClick={check}>
          {t('coupons.exchange.check')}
        </Button>
      )}
      {loggedIn && step.phase === 'checked' && (
        <Button className='coupon-exchange__redeem' type='primary' block loading={busy} onClick={redeem}>
          {t('coupons.exchange.redeem')}
        </Button>
      )}
    </View>
  )
}
