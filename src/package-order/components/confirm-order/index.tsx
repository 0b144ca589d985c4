import { Text, View } from '@tarojs/components'
import { CaptchaPopup } from '@/components/captcha-popup'
import { useShopTexts } from '@/components/copywriting'
import { Button } from '@/components/ui'
import type { ConfirmParams } from '@/domain/order'
import { useT } from '@/i18n/use-t'
import { Cashier } from '../cashier'
import { PrivilegeCardCard } from './card-section'
import { AttendeesCard, ContactCard, DeliveryCard, GoodsCard, ShowCard } from './form-sections'
import {
  CouponsCard,
  FeesCard,
  MemberCard,
  PointsCard,
  PromotionsCard,
  RefusedNotice,
  RepricedNotice,
  SubmitBar,
} from './price-sections'
import { useConfirmOrder } from './use-confirm-order'
import './confirm-order.scss'
import '@/i18n/locales/order'
import '@/i18n/locales/purchase'

/**
 * Confirm order (spec sections 2, 4 and 5): the show, session and tickets; delivery (e-ticket,
 * express with an address, venue); attendees from the account by the show's rules, with a way to
 * add one; contact; the promotion that applies (by itself) and the member discount; coupons (the
 * best one picked when the shop says so); points with a switch (on by itself when the shop says
 * autoChoosePoint); the tied-sale goods chosen with the tickets (priced by the gateway, never
 * discounted); the fee breakdown in cents; submit (critical, idempotent, repeated taps
 * ignored), then the cashier. A re-price code says what changed and shows the new total.
 * The form is the machine of domain/checkout/confirm-order; the sections render it.
 */
export function ConfirmOrder({ params }: { readonly params: ConfirmParams }) {
  const t = useT()
  const state = useConfirmOrder(params)
  const { base, form } = state

  if (base.status === 'loading') {
    return (
      <View className='confirm-order confirm-order--loading' aria-busy aria-label={t('order.common.loading')}>
        <View className='confirm-order__skeleton confirm-order__skeleton--tall' />
        <View className='confirm-order__skeleton' />
        <View className='confirm-order__skeleton' />
      </View>
    )
  }
  if (base.status === 'error') {
    return (
      <View className='confirm-order__state' role='alert'>
        <Text className='confirm-order__state-text'>{t('order.common.loadFailed')}</Text>
        <Button className='confirm-order__retry' size='small' onClick={state.reload}>
          {t('order.common.retry')}
        </Button>
      </View>
    )
  }

  const data = base.data
  const currency = form.price.status === 'ready' ? form.price.data.currency : data.show.currency
  const created = form.created
  return (
    <View className='confirm-order'>
      <ShowCard data={data} />
      <GoodsCard state={state} params={params} currency={currency} />
      <DeliveryCard state={state} data={data} />
      <AttendeesCard state={state} data={data} />
      <ContactCard state={state} />
      <PromotionsCard state={state} currency={currency} />
      <MemberCard state={state} currency={currency} />
      <PrivilegeCardCard state={state} currency={currency} />
      <CouponsCard state={state} currency={currency} />
      <RepricedNotice state={state} currency={currency} />
      <PointsCard state={state} currency={currency} />
      <FeesCard state={state} currency={currency} />
      <ShopTips realName={Boolean(data.show.realName)} />
      <RefusedNotice state={state} />
      <SubmitBar state={state} currency={currency} />
      {form.captchaOpen && <CaptchaPopup showId={data.show.showId} onClose={state.closeCaptcha} onSolved={state.captchaSolved} />}
      {created && (
        <Cashier
          visible={form.cashierOpen}
          onClose={state.closeCashier}
          order={{
            orderId: created.orderId,
            transactionIds: created.unPaidTransactionIds,
            payCents: created.payAmountCents,
            currency: created.currency,
            seconds: created.paidDeadlineTime,
            givenAt: created.givenAt,
          }}
        />
      )}
    </View>
  )
}

/** The shop's own tips for this page (copywriting): the real-name rule of a real-name show, the order tips. */
function ShopTips({ realName }: { readonly realName: boolean }) {
  const texts = useShopTexts()
  const tips = [realName ? texts.text('purchase.realNameTips') : undefined, texts.text('order.confirm.tips')].filter(
    (tip): tip is string => Boolean(tip),
  )
  if (tips.length === 0) return null
  return (
    <View className='confirm-order__tips'>
      {tips.map((tip) => (
        <Text key={tip} className='confirm-order__tip'>
          {tip}
        </Text>
      ))}
    </View>
  )
}
