import { Text, View } from '@tarojs/components'
import type { PreFill } from '@/api/show'
import { Button } from '@/components/ui'
import { Stepper } from '@/components/stepper'
import type { Said } from '@/domain/checkout/booking'
import { preFillMaxQty, preFillUnit } from '@/domain/checkout/pre-fill'
import { maskIdNumber } from '@/domain/masking'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { saidText } from '../booking/sections'
import type { PreFillView } from './use-pre-fill'
import '@/i18n/locales/show'

/** A field's message, beside it. */
export function FieldError({ said, field }: { readonly said: Said | undefined; readonly field: string }) {
  const t = useT()
  if (!said) return null
  return (
    <View className={`pre-fill__error pre-fill__error--${field}`} role='alert'>
      <Text>{saidText(t, said)}</Text>
    </View>
  )
}

/** What is saved, and whether it still holds. */
export function SavedStatus({ preFill }: { readonly preFill: PreFill }) {
  const t = useT()
  const { status, info: saved } = preFill
  if (status === 'none' || !saved) return null
  return (
    <View className={`pre-fill__status pre-fill__status--${status}`} role='status'>
      <Text className='pre-fill__status-title'>{status === 'valid' ? t('show.preFill.valid') : t('show.preFill.invalid')}</Text>
      <Text className='pre-fill__status-body'>
        {[saved.sessionName, saved.seatPlan?.seatPlanName, t('show.preFill.units', { count: saved.qty })]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {saved.audiences && saved.audiences.length > 0 && (
        <Text className='pre-fill__status-body'>{saved.audiences.map((item) => item.name).join(t('show.tied.and'))}</Text>
      )}
    </View>
  )
}

/** The quantity, within the purchase limit. */
export function QuantitySection({ view }: { readonly view: PreFillView }) {
  const t = useT()
  const { form, dispatch } = view
  const { qty } = form
  const maxQty = preFillMaxQty(form)
  return (
    <View className='pre-fill__section'>
      <View className='pre-fill__qty-row'>
        <Text className='pre-fill__title'>{t('show.booking.quantity')}</Text>
        <Stepper
          block='pre-fill'
          value={qty}
          lessOff={qty <= 1}
          moreOff={qty >= maxQty}
          onLess={() => dispatch({ type: 'qtyStepped', delta: -1 })}
          onMore={() => dispatch({ type: 'qtyStepped', delta: 1 })}
          lessLabel={t('show.booking.less')}
          moreLabel={t('show.booking.more')}
        />
      </View>
      <Text className='pre-fill__muted'>{t('show.booking.limit', { count: view.show.purchaseLimit })}</Text>
      <FieldError said={form.errors.qty} field='qty' />
    </View>
  )
}

/** The account's attendees (one per ticket on a real-name show). */
export function AttendeesSection({ view }: { readonly view: PreFillView }) {
  const t = useT()
  const { form, dispatch, attendees, show } = view
  const tickets = form.qty * preFillUnit(form)
  return (
    <View className='pre-fill__section'>
      <Text className='pre-fill__title'>
        {show.realName
          ? t('show.preFill.attendeesRealName', { count: tickets })
          : t('show.preFill.attendees', { count: tickets })}
      </Text>
      {attendees.length === 0 && <Text className='pre-fill__muted'>{t('show.preFill.noAttendees')}</Text>}
      {attendees.map((item) => {
        const chosen = form.audienceIds.includes(item.audienceId)
        return (
          <View
            key={item.audienceId}
            className={`pre-fill__attendee${chosen ? ' pre-fill__attendee--on' : ''}`}
            role='checkbox'
            aria-checked={chosen}
            onClick={() => dispatch({ type: 'audienceToggled', audienceId: item.audienceId })}
          >
            <View className='pre-fill__check' aria-hidden />
            <Text className='pre-fill__attendee-name'>{item.name}</Text>
            <Text className='pre-fill__muted'>{maskIdNumber(item.idNoMasked)}</Text>
          </View>
        )
      })}
      <Button className='pre-fill__add-attendee' size='small' fill='outline' onClick={() => void navigate('audience')}>
        {t('show.preFill.manageAttendees')}
      </Button>
      <FieldError said={form.errors.audiences} field='audiences' />
    </View>
  )
}

/** Delivery, and an address for express. */
export function DeliverySection({ view }: { readonly view: PreFillView }) {
  const t = useT()
  const { form, dispatch } = view
  const address = form.addresses.find((item) => item.addressId === form.addressId)
  return (
    <View className='pre-fill__section'>
      <Text className='pre-fill__title'>{t('show.preFill.delivery')}</Text>
      <View className='pre-fill__chips'>
        {view.show.deliveryMethods.map((item) => (
          <View
            key={item}
            className={`pre-fill__chip pre-fill__method pre-fill__method--${item}${item === form.method ? ' pre-fill__chip--on' : ''}`}
            role='radio'
            aria-checked={item === form.method}
            onClick={() => dispatch({ type: 'methodChosen', method: item })}
          >
            <Text>{t(`show.preFill.method.${item}`)}</Text>
          </View>
        ))}
      </View>
      <FieldError said={form.errors.deliverMethod} field='deliverMethod' />
      {form.method === 'EXPRESS' && (
        <View className='pre-fill__address' role='button' onClick={view.chooseAddress}>
          {address ? (
            <>
              <Text className='pre-fill__address-who'>{address.recipient}</Text>
              <Text className='pre-fill__muted'>{address.fullAddress}</Text>
            </>
          ) : (
            <Text>{t('show.preFill.chooseAddress')}</Text>
          )}
        </View>
      )}
      <FieldError said={form.errors.address} field='address' />
    </View>
  )
}
