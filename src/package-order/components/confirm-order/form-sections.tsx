import { Image, Text, View } from '@tarojs/components'
import { FieldInput, FormField } from '@/components/form-field'
import { PhoneAreaPicker, usePhoneAreas, usePhoneRuleWords } from '@/components/phone-area'
import { Button } from '@/components/ui'
import type { FieldMessage } from '@/domain/checkout/confirm-order'
import { maskPhone } from '@/domain/masking'
import type { ConfirmParams, DeliveryMethod } from '@/domain/order'
import { idKey } from '@/domain/purchase/attendees'
import { phoneRule } from '@/domain/validation'
import { useT } from '@/i18n/use-t'
import { OrderGoodsList } from '../order-goods'
import type { ConfirmData } from './use-confirm-loads'
import type { ConfirmOrderState } from './use-confirm-order'
import '@/i18n/locales/order'
import '@/i18n/locales/purchase'

/** The contact's name: room for a long one; the gateway keeps 32 characters. */
const CONTACT_NAME_MAX_LENGTH = 32
/** The longest e-mail address (RFC 5321's 254 characters). */
const EMAIL_MAX_LENGTH = 254

export interface SectionProps {
  readonly state: ConfirmOrderState
  readonly data: ConfirmData
  readonly currency: string
}

/** A section's message in words: a phone's says its area's rule ("8 digits starting with 6"). */
function useMessageText(): (message: FieldMessage | undefined) => string | undefined {
  const t = useT()
  const ruleWords = usePhoneRuleWords()
  return (message) => {
    if (!message) return undefined
    const areaCode = message.params?.areaCode
    return t(message.wordKey, areaCode === undefined ? message.params : { ...message.params, rule: ruleWords(String(areaCode)) })
  }
}

/** A section's message, beside the part of the form it is about (a choice, not a typed field). */
export function FieldError({ message, name }: { readonly message: FieldMessage | undefined; readonly name: string }) {
  const text = useMessageText()(message)
  if (!text) return null
  return (
    <View className={`confirm-order__error confirm-order__error--${name}`} role='alert'>
      {text}
    </View>
  )
}

/** The show, session and each line's tickets. */
export function ShowCard({ data }: { readonly data: ConfirmData }) {
  const t = useT()
  const { show, session, lines } = data
  return (
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
  )
}

/** The tied-sale goods chosen with the tickets, as the gateway prices them. */
export function GoodsCard({ state, params, currency }: Omit<SectionProps, 'data'> & { readonly params: ConfirmParams }) {
  const t = useT()
  const price = state.form.price
  if (params.goods.length === 0) return null
  return (
    <View className='confirm-order__card confirm-order__goods'>
      <Text className='confirm-order__section-title'>{t('order.confirm.goods')}</Text>
      {price.status === 'ready' ? (
        <OrderGoodsList goods={price.data.goods} currency={currency} />
      ) : (
        <View className='confirm-order__skeleton' aria-busy={price.status === 'loading'} />
      )}
    </View>
  )
}

/** Delivery (e-ticket, express with an address, venue). */
export function DeliveryCard({ state, data }: Omit<SectionProps, 'currency'>) {
  const t = useT()
  const { delivery, address } = state.form
  const methods = data.show.deliveryMethods as readonly DeliveryMethod[]
  return (
    <View className='confirm-order__card confirm-order__delivery'>
      <Text className='confirm-order__section-title'>{t('order.confirm.delivery')}</Text>
      <View className='confirm-order__chips' role='radiogroup'>
        {methods.map((method) => (
          <View
            key={method}
            className={`confirm-order__chip confirm-order__chip--${method}${delivery === method ? ' confirm-order__chip--on' : ''}`}
            role='radio'
            aria-checked={delivery === method}
            onClick={() => state.setDelivery(method)}
          >
            <Text>{t(`order.confirm.deliveryMethods.${method}`)}</Text>
          </View>
        ))}
      </View>
      {delivery === 'EXPRESS' && (
        <View className='confirm-order__address' role='button' onClick={state.chooseAddress}>
          {address ? (
            <View className='confirm-order__address-text'>
              <Text className='confirm-order__address-who'>
                {address.recipient} {maskPhone(address.cellphone)}
              </Text>
              <Text className='confirm-order__address-line'>{address.fullAddress}</Text>
            </View>
          ) : (
            <Text className='confirm-order__address-empty'>{t('order.confirm.chooseAddress')}</Text>
          )}
          <Text className='confirm-order__link'>{address ? t('order.confirm.changeAddress') : '›'}</Text>
        </View>
      )}
      <FieldError message={state.form.errors.address} name='address' />
    </View>
  )
}

/** Attendees from the account by the show's rules, with a way to add one. */
export function AttendeesCard({ state, data }: Omit<SectionProps, 'currency'>) {
  const t = useT()
  const { rules, attendees } = state
  const { chosen, attendeeRefusal } = state.form
  if (!state.asksAttendees || !rules) return null
  return (
    <View className='confirm-order__card confirm-order__attendees'>
      <View className='confirm-order__section-head'>
        <Text className='confirm-order__section-title'>{t('order.confirm.attendees')}</Text>
        <Text className='confirm-order__section-hint'>
          {t('order.confirm.attendeesChosen', { chosen: chosen.length, count: rules.tickets })}
        </Text>
      </View>
      <Text className='confirm-order__hint'>{t('order.confirm.attendeesNeeded', { count: rules.tickets })}</Text>
      {attendees.status === 'loading' && <View className='confirm-order__skeleton' aria-busy />}
      {attendees.status === 'error' && (
        <View className='confirm-order__inline-state' role='alert'>
          <Text>{t('order.confirm.attendeesFailed')}</Text>
          <Button size='small' onClick={state.reloadAttendees}>
            {t('order.common.retry')}
          </Button>
        </View>
      )}
      {attendees.status === 'ready' && attendees.data.length === 0 && (
        <Text className='confirm-order__hint'>{t('order.confirm.noAttendees')}</Text>
      )}
      {attendees.status === 'ready' &&
        attendees.data.map((attendee) => {
          const on = chosen.some((item) => item.audienceId === attendee.audienceId)
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
      {attendeeRefusal && (
        <View className='confirm-order__error confirm-order__error--refused' role='alert'>
          {t(`purchase.attendee.${attendeeRefusal}`, {
            count: attendeeRefusal === 'overLimit' ? rules.purchaseLimit : rules.tickets,
            age: data.show.minLimitAge ?? 0,
            required: rules.tickets,
          })}
        </View>
      )}
      <FieldError message={state.form.errors.attendees} name='attendees' />
      <View className='confirm-order__add' role='button' onClick={state.addAttendee}>
        <Text>+ {t('order.confirm.addAttendee')}</Text>
      </View>
    </View>
  )
}

/** The contact: a name, and a phone with its area or an e-mail (shops that take e-mail orders). */
export function ContactCard({ state }: { readonly state: ConfirmOrderState }) {
  const t = useT()
  const ruleWords = usePhoneRuleWords()
  const { contact } = state.form
  const phoneAreas = usePhoneAreas(contact.areaCode)
  const message = useMessageText()(state.form.errors.contact)
  const setters = { name: state.setContactName, email: state.setContactEmail, phone: state.setContactPhone }
  /** A typed field's control: what it shows and changes, its length and its placeholder. */
  const typed = (name: 'name' | 'email' | 'phone', maxlength: number, placeholder: string) => ({
    className: `confirm-order__input confirm-order__input--${name}`,
    maxlength,
    placeholder,
    value: contact[name],
    onInput: setters[name],
  })
  return (
    <View className='confirm-order__card confirm-order__contact'>
      <Text className='confirm-order__section-title'>{t('order.confirm.contact')}</Text>
      <FormField block='confirm-order' name='name' label={t('order.confirm.contactName')}>
        <FieldInput {...typed('name', CONTACT_NAME_MAX_LENGTH, t('order.confirm.contactNamePlaceholder'))} />
      </FormField>
      {/* The contact's message is about the phone or the e-mail: under it. */}
      {state.contactBy === 'EMAIL' ? (
        <FormField block='confirm-order' name='contact' label={t('order.confirm.contactEmail')} message={message} required>
          <FieldInput {...typed('email', EMAIL_MAX_LENGTH, t('order.confirm.contactEmailPlaceholder'))} />
        </FormField>
      ) : (
        <FormField block='confirm-order' name='contact' label={t('order.confirm.contactPhone')} message={message} required>
          <PhoneAreaPicker
            className='confirm-order__phone-area'
            value={contact.areaCode}
            areas={phoneAreas}
            onChange={state.setContactAreaCode}
          />
          <FieldInput type='number' {...typed('phone', phoneRule(contact.areaCode).maxLength, ruleWords(contact.areaCode))} />
        </FormField>
      )}
    </View>
  )
}
