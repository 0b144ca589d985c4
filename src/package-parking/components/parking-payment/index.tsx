import { Text, View } from '@tarojs/components'
import type { ParkingFee } from '@/api/parking'
import { FieldInput, FormField } from '@/components/form-field'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { goodsPrice } from '@/domain/goods'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { StayRows } from '../stay-rows'
import { useParkingPayment } from './use-parking-payment'
import '../parking.scss'
import '@/i18n/locales/parking'

/**
 * Parking payment (spec section 2 parking-payment, /parking; D37): the car park, the plate, the fee
 * (entry, length, amount by the car park's tariff), the PARKING_FEE coupons, then the same cashier
 * as tickets (on the order's page), pay success with fromPage, and the parking detail.
 */
export function ParkingPayment({ carParkId }: { readonly carParkId?: string | undefined }) {
  const t = useT()
  const state = useParkingPayment(carParkId)
  const { parks, park, fee } = state
  if (parks.status === 'loading') return <StatusView kind='loading' />
  if (parks.status === 'error')
    return <LoadFailure error={parks.error} message={t('parking.pay.loadFailed')} onRetry={parks.retry} />
  if (!park) return <StatusView kind='empty' message={t('parking.pay.noCarParks')} exit='back' />
  return (
    <View className='parking'>
      <View className='parking__card'>
        <View className='parking__head'>
          <Text className='parking__title'>{t('parking.pay.carPark')}</Text>
          <View className='parking__link' role='link' onClick={() => void navigate('parkingRecord')}>
            <Text>{t('parking.pay.records')}</Text>
          </View>
        </View>
        <View className='parking__parks' role='radiogroup' aria-label={t('parking.pay.carPark')}>
          {parks.data.map((item) => (
            <View
              key={item.carParkId}
              role='radio'
              aria-checked={item.carParkId === park.carParkId}
              className={`parking__park${item.carParkId === park.carParkId ? ' parking__park--on' : ''}`}
              onClick={() => state.choosePark(item.carParkId)}
            >
              <Text className='parking__park-name'>{item.name}</Text>
              {item.venueName ? <Text className='parking__muted'>{item.venueName}</Text> : null}
            </View>
          ))}
        </View>
        <Text className='parking__muted parking__tariff'>
          {t('parking.pay.tariff', {
            free: park.freeMinutes,
            hourly: goodsPrice(park.hourlyAmount, park.currency),
            cap: goodsPrice(park.dailyCapAmount, park.currency),
          })}
        </Text>
      </View>
      <View className='parking__card'>
        <FormField
          block='parking'
          name='plate'
          label={t('parking.pay.plate')}
          message={state.plateMessage}
          required
          layout='stacked'
        >
          <FieldInput
            className='parking__input'
            value={state.plate}
            placeholder={t('parking.pay.platePlaceholder')}
            maxlength={16}
            onInput={state.setPlate}
            onConfirm={state.query}
          />
        </FormField>
        <Button className='parking__query' type='primary' fill='outline' loading={fee.status === 'loading'} onClick={state.query}>
          {fee.status === 'loading' ? t('parking.pay.querying') : t('parking.pay.query')}
        </Button>
        {fee.status === 'error' && (
          <View className='parking__error' role='alert'>
            <Text>{fee.message}</Text>
          </View>
        )}
      </View>
      {fee.status === 'ready' && (
        <FeeCard
          fee={fee.fee}
          couponId={state.couponId}
          onCoupon={state.chooseCoupon}
          submitting={state.submitting}
          message={state.submitMessage}
          onSubmit={state.submit}
        />
      )}
    </View>
  )
}

interface FeeCardProps {
  readonly fee: ParkingFee
  readonly couponId: string | null
  readonly onCoupon: (id: string | null) => void
  readonly submitting: boolean
  readonly message: string | undefined
  readonly onSubmit: () => void
}

function FeeCard({ fee, couponId, onCoupon, submitting, message, onSubmit }: FeeCardProps) {
  const t = useT()
  const money = (amount: number) => goodsPrice(amount, fee.currency)
  return (
    <>
      <View className='parking__card parking__fee' data-plate={fee.plate}>
        <Text className='parking__plate'>{fee.plate}</Text>
        <StayRows
          enteredAt={fee.enteredAt}
          minutes={fee.minutes}
          rows={[[t('parking.pay.fee'), money(fee.feeAmount)]]}
          enteredLabel={t('parking.pay.entered')}
          durationLabel={t('parking.pay.duration')}
        />
      </View>
      <View className='parking__card' role='radiogroup' aria-label={t('parking.pay.coupon')}>
        <Text className='parking__title'>{t('parking.pay.coupon')}</Text>
        {fee.coupons.length === 0 && <Text className='parking__muted'>{t('parking.pay.couponNone')}</Text>}
        {fee.coupons.map((coupon) => (
          <View
            key={coupon.couponId}
            role='radio'
            aria-checked={couponId === coupon.couponId}
            aria-disabled={!coupon.usable}
            className={`parking__coupon${coupon.usable ? '' : ' parking__coupon--off'}`}
            onClick={() => coupon.usable && onCoupon(coupon.couponId)}
          >
            <View className={`parking__tick${couponId === coupon.couponId ? ' parking__tick--on' : ''}`} />
            <Text className='parking__coupon-title'>{coupon.title}</Text>
            {coupon.usable && (
              <Text className='parking__off'>{t('parking.pay.couponOff', { amount: money(coupon.discountAmount) })}</Text>
            )}
          </View>
        ))}
        {fee.coupons.some((coupon) => coupon.usable) && (
          <View role='radio' aria-checked={couponId === null} className='parking__coupon' onClick={() => onCoupon(null)}>
            <View className={`parking__tick${couponId === null ? ' parking__tick--on' : ''}`} />
            <Text className='parking__coupon-title'>{t('parking.pay.couponUnused')}</Text>
          </View>
        )}
      </View>
      {message ? (
        <View className='parking__error parking__submit-error' role='alert'>
          <Text>{message}</Text>
        </View>
      ) : null}
      <View className='parking__bar'>
        <Text className='parking__muted'>{t('parking.pay.toPay')}</Text>
        <Text className='parking__amount'>{money(fee.payAmount)}</Text>
        <Button className='parking__submit' type='primary' loading={submitting} disabled={submitting} onClick={onSubmit}>
          {submitting ? t('parking.pay.submitting') : t('parking.pay.submit')}
        </Button>
      </View>
    </>
  )
}
