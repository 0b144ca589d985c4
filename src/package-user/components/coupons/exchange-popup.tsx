import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { exchangeForCard, type Coupon, type CouponSupportInfo } from '@/api/coupons'
import { feedback } from '@/components/feedback'
import { Button } from '@/components/ui'
import { isHttpError, TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { Popup } from './ui'
import '@/i18n/locales/coupons'

export interface ExchangePopupProps {
  /** The coupon and its support info (supportUse); null: closed. */
  readonly exchanging: { readonly coupon: Coupon; readonly info: CouponSupportInfo } | null
  readonly onClose: () => void
  /** After the card was issued: the coupon is used, the list reloads. */
  readonly onExchanged: () => void
}

/**
 * The exchange popup (spec s4, D38): the privilege card a coupon is exchanged for, and Exchange
 * (`exchange_coupon/use`). Done, the card opens among the buyer's; a refusal says why in the
 * gateway's words and the popup stays, to try again or close.
 */
export function ExchangePopup({ exchanging, onClose, onExchanged }: ExchangePopupProps) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const close = () => {
    setMessage(null)
    onClose()
  }
  const exchange = async () => {
    const cardId = exchanging?.info.privilegeCardTemplateId
    if (!exchanging || !cardId || busy) return
    setBusy(true)
    setMessage(null)
    try {
      const used = await exchangeForCard(exchanging.coupon.couponId, cardId)
      feedback.presenter.toast({ text: t('coupons.exchangeCard.done') }, TOAST_DURATION_MS)
      close()
      onExchanged()
      await navigate('cardDetail', { cardId: used.card.cardId, instanceId: used.card.userCardInstanceId })
    } catch (error) {
      setMessage(
        isHttpError(error) && error.kind === 'business' && error.comments ? error.comments : t('coupons.exchangeCard.failed'),
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <Popup visible={exchanging !== null} position='bottom' round closeable onClose={close} className='card-exchange'>
      <View className='card-exchange__body' role='dialog' aria-label={t('coupons.exchangeCard.title')}>
        <Text className='card-exchange__title'>{t('coupons.exchangeCard.title')}</Text>
        {exchanging && <Text className='card-exchange__coupon'>{exchanging.coupon.title}</Text>}
        <Text className='card-exchange__arrow' aria-hidden>
          ↓
        </Text>
        <Text className='card-exchange__card'>{exchanging?.info.privilegeCardName ?? ''}</Text>
        <Text className='card-exchange__hint'>{t('coupons.exchangeCard.hint')}</Text>
        {message && (
          <View className='card-exchange__error' role='alert'>
            <Text>{message}</Text>
          </View>
        )}
        <Button className='card-exchange__submit' type='primary' block loading={busy} onClick={() => void exchange()}>
          {t('coupons.exchangeCard.submit')}
        </Button>
      </View>
    </Popup>
  )
}
