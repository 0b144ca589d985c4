// NutUI's styles first (popup before the shell's), in the order the mine tab has them: see the page.
import { Switch } from './ui'
import { Text, View } from '@tarojs/components'
import { useCallback, useState } from 'react'
import type { Address } from '@/api/address'
import { feedback } from '@/components/feedback'
import { FieldControl, FieldInput, FieldTextarea, FormField } from '@/components/form-field'
import { PhoneAreaPicker, usePhoneAreas, usePhoneRuleWords } from '@/components/phone-area'
import { StatusView } from '@/components/status-view'
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

  if (form.status === 'loading') return <StatusView kind='loading' skeleton='lines' />
  if (form.status === 'error') {
    return <StatusView kind='error' message={t('address.form.loadFailed')} onRetry={() => void form.reload()} />
  }

  const { draft, problems } = form
  /** A field of the form: every one is required, its message is its problem's words. */
  const field = (name: AddressField) => ({
    block: 'address-form',
    name,
    label: t(`address.form.${name}`),
    message: problemText(name, problems[name]),
    required: true,
  })
  /** A typed field's control: what it shows and changes, its length and its placeholder. */
  const typed = (name: 'recipient' | 'cellphone' | 'detail', maxlength: number, placeholder?: string) => ({
    className: `address-form__input address-form__${name}`,
    maxlength,
    placeholder: placeholder ?? t(`address.form.${name}Placeholder`),
    value: draft[name],
    onInput: (value: string) => form.setText(name, value),
  })

  return (
    <View className='address-form'>
      <View className='address-form__card'>
        <FormField {...field('recipient')}>
          <FieldInput {...typed('recipient', RECIPIENT_MAX_LENGTH)} />
        </FormField>

        <FormField {...field('cellphone')}>
          <PhoneAreaPicker className='address-form__phone-area' value={areaCode} areas={phoneAreas} onChange={form.setAreaCode} />
          <FieldInput type='number' {...typed('cellphone', phoneRule(areaCode).maxLength, ruleWords(areaCode))} />
        </FormField>

        <FormField
          {...field('area')}
          message={areaFailed ? t('address.errors.area.loadFailed') : problemText('area', problems.area)}
        >
          <FieldControl
            className='address-form__area'
            role='button'
            onClick={() => {
              setAreaFailed(false)
              setPicking(true)
            }}
          >
            <Text className={draft.area ? 'address-form__area-value' : 'address-form__placeholder'}>
              {draft.area ? areaLabel(draft.area) : t('address.form.areaPlaceholder')}
            </Text>
            <IconArrowRight size={12} className='address-form__chevron' />
          </FieldControl>
        </FormField>

        <FormField {...field('detail')} hint={t('address.form.detailRule', LIMITS)}>
          <FieldTextarea autoHeight {...typed('detail', DETAIL_MAX_LENGTH)} />
        </FormField>
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
