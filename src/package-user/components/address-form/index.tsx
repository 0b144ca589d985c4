// NutUI's styles first (popup before the shell's), in the order the mine tab has them: see the page.
import { Switch } from './ui'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useCallback, useState, type ReactNode } from 'react'
import type { Address } from '@/api/address'
import { feedback } from '@/components/feedback'
import { PhoneAreaPicker, usePhoneAreas, usePhoneRuleWords } from '@/components/phone-area'
import { Button, IconArrowRight } from '@/components/ui'
import {
  DETAIL_MAX_LENGTH,
  DETAIL_MIN_UNITS,
  DETAIL_MIN_WIDE_CHARACTERS,
  RECIPIENT_MAX_LENGTH,
  areaLabel,
  type AddressField,
  type AddressProblem,
} from '@/domain/address'
import { MAINLAND_AREA, phoneRule } from '@/domain/validation'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { AreaPicker } from './area-picker'
import { useAddressForm } from './use-address-form'
import './address-form.scss'
import '@/i18n/locales/address'

export interface AddressFormProps {
  /** Edit this address; none adds one. */
  readonly addressId?: string | undefined
  readonly onSaved: (address: Address) => void
}

/** The numbers a message may mention. */
const LIMITS = {
  max: 0,
  units: DETAIL_MIN_UNITS,
  wide: DETAIL_MIN_WIDE_CHARACTERS,
}

/** Add or edit a delivery address (spec section 5): recipient, phone, area, detail, default. */
export function AddressForm({ addressId, onSaved }: AddressFormProps) {
  const t = useT()
  const saved = useCallback(
    (address: Address) => {
      feedback.presenter.toast({ text: t('address.form.saved') }, TOAST_DURATION_MS)
      onSaved(address)
    },
    [t, onSaved],
  )
  const form = useAddressForm(addressId, saved)
  const [picking, setPicking] = useState(false)
  const [areaFailed, setAreaFailed] = useState(false)
  const ruleWords = usePhoneRuleWords()
  const areaCode = (form.status === 'ready' ? form.draft.cellphoneAreaCode : undefined) || MAINLAND_AREA
  const phoneAreas = usePhoneAreas(areaCode)
  const closePicker = useCallback(() => setPicking(false), [])
  const pickerFailed = useCallback(() => setAreaFailed(true), [])

  const problemText = (field: AddressField, problem: AddressProblem | undefined): string | undefined => {
    if (!problem) return undefined
    if (field === 'cellphone' && problem === 'invalid') return t('phoneArea.invalid', { rule: ruleWords(areaCode) })
    const max = field === 'recipient' ? RECIPIENT_MAX_LENGTH : DETAIL_MAX_LENGTH
    return t(`address.errors.${field}.${problem}`, { ...LIMITS, max })
  }

  if (form.status === 'loading') {
    return (
      <View className='address-form address-form--loading' aria-busy>
        <View className='address-form__card'>
          {[0, 1, 2, 3].map((row) => (
            <View key={row} className='address-form__row'>
              <View className='address-form__skeleton' />
            </View>
          ))}
        </View>
      </View>
    )
  }

  if (form.status === 'error') {
    return (
      <View className='address-form address-form__state' role='alert'>
        <Text className='address-form__state-text'>{t('address.form.loadFailed')}</Text>
        <Button className='address-form__retry' size='small' onClick={() => void form.reload()}>
          {t('address.form.retry')}
        </Button>
      </View>
    )
  }

  const { draft, problems } = form
  const areaMessage = areaFailed ? t('address.errors.area.loadFailed') : problemText('area', problems.area)

  return (
    <View className='address-form'>
      <View className='address-form__card'>
        <Field name='recipient' label={t('address.form.recipient')} message={problemText('recipient', problems.recipient)}>
          <Input
            className='address-form__input address-form__recipient'
            type='text'
            maxlength={RECIPIENT_MAX_LENGTH}
            placeholder={t('address.form.recipientPlaceholder')}
            aria-label={t('address.form.recipient')}
            value={draft.recipient}
            onInput={(event) => form.setText('recipient', event.detail.value)}
          />
        </Field>

        <Field name='cellphone' label={t('address.form.cellphone')} message={problemText('cellphone', problems.cellphone)}>
          <PhoneAreaPicker className='address-form__phone-area' value={areaCode} areas={phoneAreas} onChange={form.setAreaCode} />
          <Input
            className='address-form__input address-form__cellphone'
            type='number'
            maxlength={phoneRule(areaCode).maxLength}
            placeholder={ruleWords(areaCode)}
            aria-label={t('address.form.cellphone')}
            value={draft.cellphone}
            onInput={(event) => form.setText('cellphone', event.detail.value)}
          />
        </Field>

        <Field name='area' label={t('address.form.area')} message={areaMessage}>
          <View
            className='address-form__area'
            role='button'
            aria-label={t('address.form.area')}
            onClick={() => {
              setAreaFailed(false)
              setPicking(true)
            }}
          >
            <Text className={draft.area ? 'address-form__area-value' : 'address-form__placeholder'}>
              {draft.area ? areaLabel(draft.area) : t('address.form.areaPlaceholder')}
            </Text>
            <IconArrowRight size={12} className='address-form__chevron' />
          </View>
        </Field>

        <Field
          name='detail'
          label={t('address.form.detail')}
          message={problemText('detail', problems.detail)}
          hint={t('address.form.detailRule', LIMITS)}
        >
          <Textarea
            className='address-form__input address-form__detail'
            maxlength={DETAIL_MAX_LENGTH}
            autoHeight
            placeholder={t('address.form.detailPlaceholder')}
            aria-label={t('address.form.detail')}
            value={draft.detail}
            onInput={(event) => form.setText('detail', event.detail.value)}
          />
        </Field>
      </View>

      <View className='address-form__card'>
        <View className='address-form__switch-row'>
          <Text className='address-form__label'>{t('address.form.isDefault')}</Text>
          <Switch
            className='address-form__default'
            checked={draft.isDefault}
            aria-label={t('address.form.isDefault')}
            onChange={(value: boolean) => form.setDefault(value)}
          />
        </View>
      </View>

      <View className='address-form__message' role={form.saveFailed ? 'alert' : 'status'}>
        {form.saveFailed && <Text className='address-form__error'>{t('address.form.saveFailed')}</Text>}
      </View>

      <Button className='address-form__save' type='primary' block loading={form.saving} onClick={() => void form.submit()}>
        {t('address.form.save')}
      </Button>

      <AreaPicker visible={picking} onClose={closePicker} onChosen={form.setArea} onFailed={pickerFailed} />
    </View>
  )
}

interface FieldProps {
  readonly name: AddressField
  readonly label: string
  readonly message: string | undefined
  readonly hint?: string
  readonly children: ReactNode
}

/** One row of the form: its label, its input, and its own message right below it. */
function Field({ name, label, message, hint, children }: FieldProps) {
  return (
    <View className={`address-form__field address-form__field--${name}${message ? ' address-form__field--invalid' : ''}`}>
      <View className='address-form__row'>
        <Text className='address-form__label'>{label}</Text>
        {children}
      </View>
      {message ? (
        <View className={`address-form__error address-form__error--${name}`} role='alert'>
          <Text>{message}</Text>
        </View>
      ) : (
        hint && <Text className='address-form__hint'>{hint}</Text>
      )}
    </View>
  )
}
