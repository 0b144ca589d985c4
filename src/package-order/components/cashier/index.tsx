import { Text, View } from '@tarojs/components'
import { Popup } from './ui'
import { useEffect, useState } from 'react'
import { sendPayCode } from '@/api/order'
import { FieldInput, FormField } from '@/components/form-field'
import { useThrottledAction } from '@/components/throttled-action'
import { Button } from '@/components/ui'
import { countdownText, exchangeWords, isPayCode, moneyText, PAY_CODE_COUNTDOWN_SECONDS, PAY_CODE_LENGTH } from '@/domain/order'
import { useT } from '@/i18n/use-t'
import { useCountdown } from './use-countdown'
import { usePayment, type PayingOrder } from './use-payment'
import './cashier.scss'
import '@/i18n/locales/order'

export { useCountdown } from './use-countdown'

export interface CashierOrder extends PayingOrder {
  readonly payCents: number
  readonly currency: string
  /** Seconds left to pay when `givenAt` (reserve_time / paidDeadlineTime). */
  readonly seconds: number
  readonly givenAt: number
}

export interface CashierProps {
  readonly order: CashierOrder
  readonly visible: boolean
  /** Closed by the buyer, or the time ran out. */
  readonly onClose: () => void
  /** One option that needs nothing more pays at once. */
  readonly autoPay?: boolean
}

/**
 * The cashier sheet (spec section 4): the amount, the order countdown (at zero the payment is
 * cancelled), the payment options with the default chosen, the currency exchange, the 60 s
 * verification code for products that need one, and 'Payment failed' under the button.
 */
export function Cashier({ order, visible, onClose, autoPay = true }: CashierProps) {
  const t = useT()
  const payment = usePayment(order, { autoPay, active: visible })
  const left = useCountdown(order.seconds, order.givenAt)
  const expired = left === 0
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | undefined>()
  const [codeSentTo, setCodeSentTo] = useState<string | undefined>()
  const [resendAt, setResendAt] = useState<number | undefined>()
  const resendLeft = useCountdown(resendAt === undefined ? undefined : PAY_CODE_COUNTDOWN_SECONDS, resendAt ?? 0)
  const needsCode = payment.chosen?.needVerificationCode === true

  useEffect(() => {
    setCode('')
    setCodeError(undefined)
  }, [payment.chosen?.paymentProduct])

  const sendCode = async () => {
    if (resendLeft !== undefined && resendLeft > 0) return
    setCodeError(undefined)
    try {
      const sent = await sendPayCode(order.transactionIds)
      setCodeSentTo(sent.recipient)
      setResendAt(Date.now())
    } catch {
      setCodeError(t('order.pay.codeSendFailed'))
    }
  }

  // A double tap sends one code (spec section 9: throttle).
  const sendCodeOnce = useThrottledAction(sendCode)

  const submit = () => {
    if (expired || payment.paying) return
    if (needsCode) {
      if (!isPayCode(code)) {
        setCodeError(t('order.pay.codeInvalid'))
        return
      }
      void payment.pay(code)
      return
    }
    void payment.pay()
  }

  return (
    <Popup visible={visible} position='bottom' round closeable onClose={onClose} className='cashier'>
      <View className='cashier__body'>
        <Text className='cashier__title'>{t('order.pay.title')}</Text>
        <Text className='cashier__amount'>{moneyText(order.payCents, order.currency)}</Text>
        {left !== undefined && (
          <View className={`cashier__countdown${expired ? ' cashier__countdown--expired' : ''}`} role='timer'>
            {expired ? t('order.pay.expired') : t('order.pay.countdown', { time: countdownText(left) })}
          </View>
        )}

        {payment.state.phase === 'loading' && <View className='cashier__skeleton' aria-busy />}
        {payment.state.phase === 'error' && (
          <View className='cashier__state' role='alert'>
            <Text>{t('order.pay.loadFailed')}</Text>
            <Button size='small' className='cashier__retry' onClick={payment.reload}>
              {t('order.common.retry')}
            </Button>
          </View>
        )}
        {payment.state.phase === 'none' && (
          <View className='cashier__state' role='alert'>
            <Text>{t('order.pay.noOptions')}</Text>
          </View>
        )}
        {payment.state.phase === 'choose' && <PaymentOptions payment={payment} />}

        {needsCode && (
          <FormField
            className='cashier__code'
            block='cashier'
            name='code'
            label={t('order.pay.codeTitle')}
            labelHidden
            required
            message={codeError}
            rowClassName='cashier__code-row'
            note={codeSentTo && <Text className='cashier__code-hint'>{t('order.pay.codeHint', { recipient: codeSentTo })}</Text>}
          >
            <FieldInput
              className='cashier__code-input'
              type='number'
              maxlength={PAY_CODE_LENGTH}
              placeholder={t('order.pay.codePlaceholder')}
              value={code}
              onInput={(value) => {
                setCode(value)
                setCodeError(undefined)
              }}
            />
            <View
              className={`cashier__code-send${resendLeft ? ' cashier__code-send--wait' : ''}`}
              role='button'
              onClick={sendCodeOnce}
            >
              <Text>{resendLeft ? t('order.pay.codeResend', { seconds: resendLeft }) : t('order.pay.codeSend')}</Text>
            </View>
          </FormField>
        )}

        {payment.failure && (
          <View className='cashier__error cashier__failure' role='alert'>
            {payment.failure.startsWith('order.') ? t(payment.failure) : payment.failure}
          </View>
        )}
        <Button
          className='cashier__pay'
          type='primary'
          block
          disabled={expired || payment.paying || payment.state.phase !== 'choose' || !payment.chosen}
          loading={payment.paying}
          onClick={submit}
        >
          {payment.paying ? t('order.pay.paying') : t('order.pay.pay', { amount: moneyText(order.payCents, order.currency) })}
        </Button>
      </View>
      {payment.guide && <BrowserGuide product={payment.guide} onClose={payment.closeGuide} />}
    </Popup>
  )
}

/**
 * D21 `webPayGuideDisplay`: inside WeChat's or a bank's browser, a product that cannot finish there
 * (Alipay in WeChat) points to the menu at the top right, which opens the page in another browser.
 */
function BrowserGuide({ product, onClose }: { readonly product: string; readonly onClose: () => void }) {
  const t = useT()
  return (
    <View className='cashier__guide' role='dialog' aria-modal aria-label={t('order.pay.guide.title')} onClick={onClose}>
      <View className='cashier__guide-arrow' aria-hidden />
      <Text className='cashier__guide-title'>{t('order.pay.guide.title')}</Text>
      <Text className='cashier__guide-text'>{t('order.pay.guide.text', { product })}</Text>
      <Button className='cashier__guide-close' size='small' onClick={onClose}>
        {t('order.pay.guide.close')}
      </Button>
    </View>
  )
}

/** The payment options, the default chosen; each with its tips and the currency exchange. */
function PaymentOptions({ payment }: { readonly payment: ReturnType<typeof usePayment> }) {
  const t = useT()
  if (payment.state.phase !== 'choose') return null
  return (
    <View className='cashier__options' role='radiogroup'>
      {payment.state.options.map((option) => {
        const on = payment.chosen?.paymentProduct === option.paymentProduct
        const exchange = exchangeWords(option.exchangeRate)
        return (
          <View
            key={option.paymentProduct}
            className={`cashier__option${on ? ' cashier__option--on' : ''}`}
            data-product={option.paymentProduct}
            role='radio'
            aria-checked={on}
            onClick={() => payment.choose(option)}
          >
            <View className='cashier__option-text'>
              <Text className='cashier__option-name'>{option.displayName}</Text>
              {option.tipInfos.map((tip) => (
                <Text key={tip} className='cashier__option-tip'>
                  {tip}
                </Text>
              ))}
              {exchange && <Text className='cashier__exchange'>{t(exchange.wordKey, exchange.params)}</Text>}
            </View>
            <View className='cashier__radio' aria-hidden />
          </View>
        )
      })}
    </View>
  )
}
