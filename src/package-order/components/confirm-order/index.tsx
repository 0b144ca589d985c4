import { Image, Input, Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { CaptchaPopup } from '@/components/captcha-popup'
import { PhoneAreaPicker, usePhoneAreas, usePhoneRuleWords } from '@/components/phone-area'
import { Button } from '@/components/ui'
import { maskPhone } from '@/domain/masking'
import { moneyText, type ConfirmParams, type DeliveryMethod } from '@/domain/order'
import { idKey } from '@/domain/purchase/attendees'
import { canToggleCoupon } from '@/domain/purchase/coupons'
import { discountTag, promotionText } from '@/domain/purchase/discount-text'
import { feeRows } from '@/domain/purchase/fees'
import { yuanToCents } from '@/domain/purchase/money'
import { phoneRule } from '@/domain/validation'
import { useT } from '@/i18n/use-t'
import { goBack } from '@/navigation/navigate'
import { Cashier } from '../cashier'
import { OrderGoodsList } from '../order-goods'
import { useConfirmOrder, type FieldMessage } from './use-confirm-order'
import './confirm-order.scss'
import '@/i18n/locales/order'
import '@/i18n/locales/purchase'

/** A section's message, beside the part of the form it is about. */
function FieldError({ message, name }: { readonly message: FieldMessage | undefined; readonly name: string }) {
  const t = useT()
  const ruleWords = usePhoneRuleWords()
  if (!message) return null
  // A phone's message says its area's rule ("8 digits starting with 6").
  const areaCode = message.params?.areaCode
  const params = areaCode === undefined ? message.params : { ...message.params, rule: ruleWords(String(areaCode)) }
  return (
    <View className={`confirm-order__error confirm-order__error--${name}`} role='alert'>
      {t(message.wordKey, params)}
    </View>
  )
}

/**
 * Confirm order (spec sections 2, 4 and 5): the show, session and tickets; delivery (e-ticket,
 * express with an address, venue); attendees from the account by the show's rules, with a way to
 * add one; contact; the promotion that applies (by itself) and the member discount; coupons (the
 * best one picked when the shop says so); points with a switch (on by itself when the shop says
 * autoChoosePoint); the tied-sale goods chosen with the tickets (priced by the gateway, never
 * discounted); the fee breakdown in cents; submit (critical, idempotent, repeated taps
 * ignored), then the cashier. A re-price code says what changed and shows the new total.
 */
export function ConfirmOrder({ params }: { readonly params: ConfirmParams }) {
  const t = useT()
  const state = useConfirmOrder(params)
  const ruleWords = usePhoneRuleWords()
  const phoneAreas = usePhoneAreas(state.contactAreaCode)
  const currency =
    state.price.status === 'ready'
      ? state.price.data.currency
      : state.base.status === 'ready'
        ? state.base.data.show.currency
        : 'CNY'

  if (state.base.status === 'loading') {
    return (
      <View className='confirm-order confirm-order--loading' aria-busy aria-label={t('order.common.loading')}>
        <View className='confirm-order__skeleton confirm-order__skeleton--tall' />
        <View className='confirm-order__skeleton' />
        <View className='confirm-order__skeleton' />
      </View>
    )
  }
  if (state.base.status === 'error') {
    return (
      <View className='confirm-order__state' role='alert'>
        <Text className='confirm-order__state-text'>{t('order.common.loadFailed')}</Text>
        <Button className='confirm-order__retry' size='small' onClick={state.reload}>
          {t('order.common.retry')}
        </Button>
      </View>
    )
  }

  const { show, session, lines } = state.base.data
  const rows = state.fees ? feeRows(state.fees) : []
  const methods = show.deliveryMethods as readonly DeliveryMethod[]

  return (
    <View className='confirm-order'>
      <View className='confirm-order__card confirm-order__show'>
        <Image className='confirm-order__poster' src={show.posterUrl} mode='aspectFill' />
        <View className='confirm-order__show-text'>
          <Text className='confirm-order__show-name'>{show.showName}</Text>
          {session && <Text className='confirm-order__session'>{session.sessionName}</Text>}
          <Text className='confirm-order__venue'>{show.venueName}</Text>
          {lines.map((line) => (
            <Text key={line.plan.seatPlanId} className='confirm-order__plan'>
              {line.plan.seatPlanName} · {t('order.confirm.tickets', { count: line.qty * (line.plan.seatPlanUnit || 1) })}
            </Text>
          ))}
        </View>
      </View>

      {params.goods.length > 0 && (
        <View className='confirm-order__card confirm-order__goods'>
          <Text className='confirm-order__section-title'>{t('order.confirm.goods')}</Text>
          {state.price.status === 'ready' ? (
            <OrderGoodsList goods={state.price.data.goods} currency={currency} />
          ) : (
            <View className='confirm-order__skeleton' aria-busy={state.price.status === 'loading'} />
          )}
        </View>
      )}

      <View className='confirm-order__card confirm-order__delivery'>
        <Text className='confirm-order__section-title'>{t('order.confirm.delivery')}</Text>
        <View className='confirm-order__chips' role='radiogroup'>
          {methods.map((method) => (
            <View
              key={method}
              className={`confirm-order__chip confirm-order__chip--${method}${state.delivery === method ? ' confirm-order__chip--on' : ''}`}
              role='radio'
              aria-checked={state.delivery === method}
              onClick={() => state.setDelivery(method)}
            >
              <Text>{t(`order.confirm.deliveryMethods.${method}`)}</Text>
            </View>
          ))}
        </View>
        {state.delivery === 'EXPRESS' && (
          <View className='confirm-order__address' role='button' onClick={state.chooseAddress}>
            {state.address ? (
              <View className='confirm-order__address-text'>
                <Text className='confirm-order__address-who'>
                  {state.address.recipient} {maskPhone(state.address.cellphone)}
                </Text>
                <Text className='confirm-order__address-line'>{state.address.fullAddress}</Text>
              </View>
            ) : (
              <Text className='confirm-order__address-empty'>{t('order.confirm.chooseAddress')}</Text>
            )}
            <Text className='confirm-order__link'>{state.address ? t('order.confirm.changeAddress') : '›'}</Text>
          </View>
        )}
        <FieldError message={state.errors.address} name='address' />
      </View>

      {state.asksAttendees && state.rules && (
        <View className='confirm-order__card confirm-order__attendees'>
          <View className='confirm-order__section-head'>
            <Text className='confirm-order__section-title'>{t('order.confirm.attendees')}</Text>
            <Text className='confirm-order__section-hint'>
              {t('order.confirm.attendeesChosen', { chosen: state.chosen.length, count: state.rules.tickets })}
            </Text>
          </View>
          <Text className='confirm-order__hint'>{t('order.confirm.attendeesNeeded', { count: state.rules.tickets })}</Text>
          {state.attendees.status === 'loading' && <View className='confirm-order__skeleton' aria-busy />}
          {state.attendees.status === 'error' && (
            <View className='confirm-order__inline-state' role='alert'>
              <Text>{t('order.confirm.attendeesFailed')}</Text>
              <Button size='small' onClick={state.reloadAttendees}>
                {t('order.common.retry')}
              </Button>
            </View>
          )}
          {state.attendees.status === 'ready' && state.attendees.data.length === 0 && (
            <Text className='confirm-order__hint'>{t('order.confirm.noAttendees')}</Text>
          )}
          {state.attendees.status === 'ready' &&
            state.attendees.data.map((attendee) => {
              const on = state.chosen.some((item) => item.audienceId === attendee.audienceId)
              return (
                <View
                  key={attendee.audienceId}
                  className={`confirm-order__attendee${on ? ' confirm-order__attendee--on' : ''}`}
                  data-key={idKey(attendee)}
                  role='checkbox'
                  aria-checked={on}
                  onClick={() => state.toggle(attendee)}
                >
                  <View className='confirm-order__check' aria-hidden />
                  <View className='confirm-order__attendee-text'>
                    <Text className='confirm-order__attendee-name'>{attendee.name}</Text>
                    <Text className='confirm-order__attendee-id'>
                      {attendee.idTypeName} {attendee.idNoMasked}
                    </Text>
                  </View>
                </View>
              )
            })}
          {state.attendeeRefusal && (
            <View className='confirm-order__error confirm-order__error--refused' role='alert'>
              {t(`purchase.attendee.${state.attendeeRefusal}`, {
                count: state.attendeeRefusal === 'overLimit' ? state.rules.purchaseLimit : state.rules.tickets,
                age: show.minLimitAge ?? 0,
                required: state.rules.tickets,
              })}
            </View>
          )}
          <FieldError message={state.errors.attendees} name='attendees' />
          <View className='confirm-order__add' role='button' onClick={state.addAttendee}>
            <Text>+ {t('order.confirm.addAttendee')}</Text>
          </View>
        </View>
      )}

      <View className='confirm-order__card confirm-order__contact'>
        <Text className='confirm-order__section-title'>{t('order.confirm.contact')}</Text>
        <View className='confirm-order__field'>
          <Text className='confirm-order__label'>{t('order.confirm.contactName')}</Text>
          <Input
            className='confirm-order__input confirm-order__input--name'
            type='text'
            maxlength={32}
            placeholder={t('order.confirm.contactNamePlaceholder')}
            aria-label={t('order.confirm.contactName')}
            value={state.contactName}
            onInput={(event) => state.setContactName(event.detail.value)}
          />
        </View>
        {state.contactBy === 'EMAIL' ? (
          <View className='confirm-order__field'>
            <Text className='confirm-order__label'>{t('order.confirm.contactEmail')}</Text>
            <Input
              className='confirm-order__input confirm-order__input--email'
              type='text'
              maxlength={254}
              placeholder={t('order.confirm.contactEmailPlaceholder')}
              aria-label={t('order.confirm.contactEmail')}
              value={state.contactEmail}
              onInput={(event) => state.setContactEmail(event.detail.value)}
            />
          </View>
        ) : (
          <View className='confirm-order__field'>
            <Text className='confirm-order__label'>{t('order.confirm.contactPhone')}</Text>
            <PhoneAreaPicker
              className='confirm-order__phone-area'
              value={state.contactAreaCode}
              areas={phoneAreas}
              onChange={state.setContactAreaCode}
            />
            <Input
              className='confirm-order__input confirm-order__input--phone'
              type='number'
              maxlength={phoneRule(state.contactAreaCode).maxLength}
              placeholder={ruleWords(state.contactAreaCode)}
              aria-label={t('order.confirm.contactPhone')}
              value={state.contactPhone}
              onInput={(event) => state.setContactPhone(event.detail.value)}
            />
          </View>
        )}
        <FieldError message={state.errors.contact} name='contact' />
      </View>

      {state.promotions.length > 0 && (
        <View className='confirm-order__card confirm-order__promotions'>
          <Text className='confirm-order__section-title'>{t('order.confirm.promotions')}</Text>
          {state.promotions.map((promotion) => {
            const words = promotionText(promotion)
            const on = state.promotion?.promotionId === promotion.promotionId
            return (
              <View
                key={promotion.promotionId}
                className={`confirm-order__promotion${on ? ' confirm-order__promotion--on' : ''}`}
                data-promotion={promotion.promotionId}
              >
                <Text className='confirm-order__promotion-tag'>{t('order.confirm.promotionTag')}</Text>
                <Text className='confirm-order__promotion-text'>{words ? t(words.wordKey, words.params) : promotion.title}</Text>
                <Text className='confirm-order__promotion-state'>
                  {on && state.promotion
                    ? `-${moneyText(yuanToCents(state.promotion.discountAmount), currency)}`
                    : t('order.confirm.promotionNotReached')}
                </Text>
              </View>
            )
          })}
        </View>
      )}

      {state.memberDiscount && (
        <View className='confirm-order__card confirm-order__member'>
          <Text className='confirm-order__section-title'>{t('order.confirm.memberDiscount')}</Text>
          <View className='confirm-order__member-row'>
            <View className='confirm-order__member-text'>
              <Text className='confirm-order__member-level'>{state.memberDiscount.belongTo}</Text>
              <Text className='confirm-order__hint'>
                {state.memberDiscount.targetName}
                {discountTag(state.memberDiscount.discountRate)
                  ? ` · ${t('order.confirm.memberRate', { discount: discountTag(state.memberDiscount.discountRate) })}`
                  : ''}
              </Text>
            </View>
            <Text className='confirm-order__member-off'>
              -{moneyText(yuanToCents(state.memberDiscount.discountAmount), currency)}
            </Text>
          </View>
        </View>
      )}

      <View className='confirm-order__card confirm-order__coupons'>
        <View className='confirm-order__section-head'>
          <Text className='confirm-order__section-title'>{t('order.confirm.coupons')}</Text>
          {state.coupons.length > 0 && (
            <Text className='confirm-order__section-hint'>
              {t('order.confirm.couponsAvailable', { count: state.coupons.filter(canToggleCoupon).length })}
            </Text>
          )}
        </View>
        {state.price.status === 'ready' && state.coupons.length === 0 && (
          <Text className='confirm-order__hint'>{t('order.confirm.noCoupons')}</Text>
        )}
        {state.coupons.map((coupon) => {
          const usable = canToggleCoupon(coupon)
          const on = state.couponId === coupon.couponId
          return (
            <View
              key={coupon.couponId}
              className={`confirm-order__coupon${on ? ' confirm-order__coupon--on' : ''}${usable ? '' : ' confirm-order__coupon--off'}`}
              data-coupon-template={coupon.couponTemplateId}
              role='radio'
              aria-checked={on}
              aria-disabled={!usable}
              onClick={() => state.chooseCoupon(coupon.couponId)}
            >
              <View className='confirm-order__coupon-text'>
                <Text className='confirm-order__coupon-title'>{coupon.title}</Text>
                <Text className='confirm-order__coupon-rule'>
                  {usable ? coupon.restrictionDescription : t('order.confirm.couponUnusable')}
                </Text>
                {coupon.expireTime ? (
                  <Text className='confirm-order__coupon-rule'>
                    {t('order.confirm.couponExpires', { date: dayjs(coupon.expireTime).format('YYYY-MM-DD') })}
                  </Text>
                ) : null}
              </View>
              {usable && (
                <Text className='confirm-order__coupon-off'>
                  {t('order.confirm.couponOff', { amount: moneyText(yuanToCents(coupon.discountAmount), currency) })}
                </Text>
              )}
              <View className='confirm-order__radio' aria-hidden />
            </View>
          )
        })}
        {state.couponId && (
          <View className='confirm-order__link confirm-order__no-coupon' role='button' onClick={state.clearCoupon}>
            <Text>{t('order.confirm.noCoupon')}</Text>
          </View>
        )}
      </View>

      {state.repriced && (
        <View className='confirm-order__notice' role='alert'>
          <Text className='confirm-order__notice-title'>{t(state.repriced.wordKey)}</Text>
          {state.repriced.change && (
            <Text className='confirm-order__notice-change'>
              {t(state.repriced.change.wordKey, {
                before: moneyText(state.repriced.change.before, currency),
                after: moneyText(state.repriced.change.after, currency),
              })}
            </Text>
          )}
          {state.repriced.total && (
            <Text className='confirm-order__notice-total'>
              {t('order.confirm.totalChanged', {
                before: moneyText(state.repriced.total.before, currency),
                after: moneyText(state.repriced.total.after, currency),
              })}
            </Text>
          )}
        </View>
      )}

      {state.pointsOffer && state.pointsOffer.usableCents > 0 && (
        <View className='confirm-order__card confirm-order__points'>
          <View className='confirm-order__points-text'>
            <Text className='confirm-order__section-title'>{t('order.confirm.points')}</Text>
            <Text className='confirm-order__hint'>
              {t('order.confirm.pointsOffer', {
                points: state.pointsOffer.pointsUsed,
                amount: moneyText(state.pointsOffer.usableCents, currency),
                balance: state.pointsRule?.pointAmount ?? 0,
              })}
            </Text>
          </View>
          <View
            className={`confirm-order__switch${state.usePoints ? ' confirm-order__switch--on' : ''}`}
            role='switch'
            aria-checked={state.usePoints}
            aria-label={t('order.confirm.points')}
            onClick={state.togglePoints}
          >
            <View className='confirm-order__switch-knob' />
          </View>
        </View>
      )}

      <View className='confirm-order__card confirm-order__fees'>
        <Text className='confirm-order__section-title'>{t('order.confirm.fees')}</Text>
        {state.price.status === 'loading' && <View className='confirm-order__skeleton' aria-busy />}
        {state.price.status === 'error' && (
          <View className='confirm-order__inline-state' role='alert'>
            <Text>{state.price.message ?? t('order.common.loadFailed')}</Text>
            <Button size='small' onClick={state.reprice}>
              {t('order.common.retry')}
            </Button>
          </View>
        )}
        {rows.map((row) => (
          <View key={row.key} className={`confirm-order__fee confirm-order__fee--${row.key}`}>
            <Text className='confirm-order__fee-name'>{t(row.wordKey)}</Text>
            <Text className='confirm-order__fee-value'>
              {row.minus ? '-' : ''}
              {moneyText(row.cents, currency)}
            </Text>
          </View>
        ))}
      </View>

      {state.refused && (
        <View className='confirm-order__notice' role='alert'>
          <Text className='confirm-order__notice-title'>{t(`order.confirm.${state.refused}`)}</Text>
          {state.refused === 'seatsTaken' && (
            <Button className='confirm-order__repick' size='small' onClick={() => void goBack()}>
              {t('order.confirm.repick')}
            </Button>
          )}
        </View>
      )}

      <View className='confirm-order__bar'>
        <View className='confirm-order__total'>
          <Text className='confirm-order__total-label'>{t('order.confirm.total')}</Text>
          <Text className='confirm-order__total-value'>{state.fees ? moneyText(state.fees.payCents, currency) : '—'}</Text>
        </View>
        <Button
          className='confirm-order__submit'
          type='primary'
          disabled={!state.fees || state.submitting}
          loading={state.submitting}
          onClick={() => void state.submit()}
        >
          {state.submitting ? t('order.confirm.submitting') : t('order.confirm.submit')}
        </Button>
      </View>

      {state.captchaOpen && <CaptchaPopup showId={show.showId} onClose={state.closeCaptcha} onSolved={state.captchaSolved} />}

      {state.created && (
        <Cashier
          visible={state.cashierOpen}
          onClose={state.closeCashier}
          order={{
            orderId: state.created.orderId,
            transactionIds: state.created.unPaidTransactionIds,
            payCents: state.created.payAmountCents,
            currency: state.created.currency,
            seconds: state.created.paidDeadlineTime,
            givenAt: state.created.givenAt,
          }}
        />
      )}
    </View>
  )
}
