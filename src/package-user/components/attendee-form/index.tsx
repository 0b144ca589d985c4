import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { feedback } from '@/components/feedback'
import { FieldInput, FormField } from '@/components/form-field'
import { PhoneAreaPicker, usePhoneAreas, usePhoneRuleWords } from '@/components/phone-area'
import { Button } from '@/components/ui'
import { ActionSheet } from '@/components/ui/action-sheet'
import { ID_CARD_LENGTH, NAME_MAX_LENGTH } from '@/domain/identity'
import { maskPhone } from '@/domain/masking'
import { phoneRule } from '@/domain/validation'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { goBack } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { AttendeeNotFound, AttendeeState } from '@/package-user/components/attendee-state'
import { useAttendeeForm, type FormMessage } from './use-attendee-form'
import type { AttendeeField } from '@/domain/identity'
import './attendee-form.scss'
import '@/i18n/locales/attendee'

/** Room for the longest document number the gateway takes (a passport: 20). */
const ID_NO_MAX_LENGTH = 20
type Sheet = 'type' | 'region' | null
type ReadyForm = ReturnType<typeof useAttendeeForm>

/** The phone problems that are the area's rule (use-attendee-form problemKey). */
const PHONE_RULE_KEYS = ['attendee.form.errors.phone', 'attendee.form.errors.phoneOther']

/** A message's words: a key translated, or the gateway's own text. */
function useSay(): (message: FormMessage) => string {
  const t = useT()
  return (message) => ('key' in message ? t(message.key) : message.text)
}

/**
 * Add or edit an attendee (spec section 2, audience-modification): name, certificate type,
 * country/region, ID number (birth date and gender read from a mainland ID), phone. Page
 * parameters: `audienceId` (edit), `disabledIdTypes` (types a show does not accept), `idType`.
 */
export function AttendeeForm() {
  const t = useT()
  const say = useSay()
  const params = usePageParams()
  const [sheet, setSheet] = useState<Sheet>(null)
  const form = useAttendeeForm({
    audienceId: params.audienceId,
    disabledIdTypes: params.disabledIdTypes,
    idType: params.idType,
    onSaved: () => {
      feedback.presenter.toast({ text: t('attendee.form.saved') }, TOAST_DURATION_MS)
      void goBack()
    },
  })

  if (form.status === 'loading') return <AttendeeState kind='loading' />
  if (form.status === 'notFound') return <AttendeeNotFound />
  if (form.status === 'error') return <AttendeeState kind='error' onRetry={() => void form.reload()} />

  return (
    <View className='attendee-form'>
      <AttendeeFields form={form} openSheet={setSheet} />
      <View className='attendee-form__message' role={form.formError ? 'alert' : 'status'}>
        {form.formError && <Text className='attendee-form__form-error'>{say(form.formError)}</Text>}
      </View>
      <Button className='attendee-form__submit' type='primary' block loading={form.saving} onClick={() => void form.submit()}>
        {t('attendee.form.save')}
      </Button>
      <AttendeeSheets form={form} sheet={sheet} close={() => setSheet(null)} />
    </View>
  )
}

/** The fields, each with its message under it; the birth date and gender a mainland ID carries. */
function AttendeeFields({ form, openSheet }: { readonly form: ReadyForm; readonly openSheet: (sheet: Sheet) => void }) {
  const t = useT()
  const say = useSay()
  const ruleWords = usePhoneRuleWords()
  const { draft, errors, ownPhone } = form
  const phoneAreas = usePhoneAreas(draft.cellphoneAreaCode)
  const region = form.countries.find((country) => country.code === draft.countryRegion)
  const regionChoosable = form.regions.length > 1
  const message = (field: AttendeeField) => {
    const problem = errors[field]
    if (!problem) return undefined
    // A phone that breaks its area's rule: the message says the rule ("8 digits starting with 6").
    if (field === 'cellphone' && 'key' in problem && PHONE_RULE_KEYS.includes(problem.key)) {
      return t('phoneArea.invalid', { rule: ruleWords(draft.cellphoneAreaCode) })
    }
    return say(problem)
  }
  const field = (name: string, labelKey: string) => ({ block: 'attendee-form', name, label: t(`attendee.form.${labelKey}`) })
  const caret = (
    <Text className='attendee-form__caret' aria-hidden>
      ▾
    </Text>
  )
  const idCard = draft.idType === 'ID_CARD'
  /** A typed field's control: what it shows and changes, its length and its placeholder. */
  const typed = (name: 'name' | 'idNo' | 'cellphone', maxlength: number, placeholder: string) => ({
    className: `attendee-form__input attendee-form__input--${name === 'cellphone' ? 'phone' : name}`,
    maxlength,
    placeholder,
    value: draft[name],
    onInput: (value: string) => form.change(name, value),
  })

  return (
    <View className='attendee-form__card'>
      <FormField {...field('name', 'name')} message={message('name')} required>
        <FieldInput {...typed('name', NAME_MAX_LENGTH, t('attendee.form.namePlaceholder'))} />
      </FormField>

      <FormField {...field('idType', 'idType')} rowClassName='attendee-form__row--choice' onTap={() => openSheet('type')}>
        <Text className='attendee-form__value attendee-form__value--type'>
          {form.type?.idTypeName ?? t('attendee.form.choose')}
        </Text>
        {caret}
      </FormField>

      <FormField
        {...field('countryRegion', 'countryRegion')}
        message={message('countryRegion')}
        {...(regionChoosable ? { rowClassName: 'attendee-form__row--choice', onTap: () => openSheet('region') } : {})}
      >
        <Text className={`attendee-form__value${region ? '' : ' attendee-form__value--empty'}`}>
          {region?.displayName ?? t('attendee.form.choose')}
        </Text>
        {regionChoosable && caret}
      </FormField>

      <FormField {...field('idNo', 'idNo')} message={message('idNo')} required>
        <FieldInput
          type={idCard ? 'idcard' : 'text'}
          {...typed(
            'idNo',
            idCard ? ID_CARD_LENGTH : ID_NO_MAX_LENGTH,
            form.type?.formatHint && !idCard ? form.type.formatHint : t('attendee.form.idNoPlaceholder'),
          )}
        />
      </FormField>

      {form.derived && (
        <View className='attendee-form__derived' aria-label={t('attendee.form.derivedHint')}>
          <View className='attendee-form__row attendee-form__row--derived'>
            <Text className='attendee-form__label'>{t('attendee.form.birthDate')}</Text>
            <Text className='attendee-form__value attendee-form__value--birth'>{form.derived.birthDate}</Text>
          </View>
          <View className='attendee-form__row attendee-form__row--derived'>
            <Text className='attendee-form__label'>{t('attendee.form.gender')}</Text>
            <Text className='attendee-form__value attendee-form__value--gender'>
              {t(`attendee.form.genders.${form.derived.gender}`)}
            </Text>
            {form.derived.minor && <Text className='attendee-form__tag'>{t('attendee.list.minor')}</Text>}
          </View>
        </View>
      )}

      <FormField
        {...field('cellphone', 'phone')}
        message={message('cellphone')}
        {...(ownPhone === undefined
          ? {}
          : {
              rowClassName: 'attendee-form__row--minor',
              note: (
                <Text className='attendee-form__hint attendee-form__hint--minor'>
                  {t(ownPhone ? 'attendee.form.minorHint' : 'attendee.form.minorNoPhone')}
                </Text>
              ),
            })}
      >
        {ownPhone === undefined ? (
          <>
            <PhoneAreaPicker
              className='attendee-form__area'
              value={draft.cellphoneAreaCode}
              areas={phoneAreas}
              onChange={(code) => form.change('cellphoneAreaCode', code)}
            />
            <FieldInput
              type='number'
              {...typed('cellphone', phoneRule(draft.cellphoneAreaCode).maxLength, t('attendee.form.phonePlaceholder'))}
            />
          </>
        ) : (
          <Text className='attendee-form__value attendee-form__value--own-phone'>
            {ownPhone ? `+${ownPhone.areaCode} ${maskPhone(ownPhone.cellphone)}` : ''}
          </Text>
        )}
      </FormField>
    </View>
  )
}

/** The certificate type and country/region sheets. */
function AttendeeSheets({ form, sheet, close }: { readonly form: ReadyForm; readonly sheet: Sheet; readonly close: () => void }) {
  const t = useT()
  return (
    <>
      <ActionSheet
        className='attendee-form__sheet attendee-form__sheet--type'
        visible={sheet === 'type'}
        title={t('attendee.form.typeTitle')}
        options={form.types.map((type) => ({ name: type.idTypeName, idType: type.idType }))}
        cancelText={t('attendee.form.cancel')}
        onCancel={close}
        onSelect={(item) => {
          close()
          form.chooseType((item as { idType: ReadyForm['types'][number]['idType'] }).idType)
        }}
      />
      <ActionSheet
        className='attendee-form__sheet attendee-form__sheet--region'
        visible={sheet === 'region'}
        title={t('attendee.form.regionTitle')}
        options={form.regions.map((country) => ({ name: country.displayName, code: country.code }))}
        cancelText={t('attendee.form.cancel')}
        onCancel={close}
        onSelect={(item) => {
          close()
          form.change('countryRegion', String((item as { code: string }).code))
        }}
      />
    </>
  )
}
