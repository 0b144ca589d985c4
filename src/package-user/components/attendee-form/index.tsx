import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { feedback } from '@/components/feedback'
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
import './attendee-form.scss'
import '@/i18n/locales/attendee'

/** Room for the longest document number the gateway takes (a passport: 20). */
const ID_NO_MAX_LENGTH = 20
type Sheet = 'type' | 'region' | null

/** The phone problems that are the area's rule (use-attendee-form problemKey). */
const PHONE_RULE_KEYS = ['attendee.form.errors.phone', 'attendee.form.errors.phoneOther']

/**
 * Add or edit an attendee (spec section 2, audience-modification): name, certificate type,
 * country/region, ID number (birth date and gender read from a mainland ID), phone. Page
 * parameters: `audienceId` (edit), `disabledIdTypes` (types a show does not accept), `idType`.
 */
export function AttendeeForm() {
  const t = useT()
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
  const say = (message: FormMessage) => ('key' in message ? t(message.key) : message.text)
  const ruleWords = usePhoneRuleWords()
  const phoneAreas = usePhoneAreas(form.draft.cellphoneAreaCode)

  if (form.status === 'loading') return <AttendeeState kind='loading' />
  if (form.status === 'notFound') return <AttendeeNotFound />
  if (form.status === 'error') return <AttendeeState kind='error' onRetry={() => void form.reload()} />

  const { draft, errors } = form
  const region = form.countries.find((country) => country.code === draft.countryRegion)
  const regionChoosable = form.regions.length > 1
  const fieldError = (field: keyof typeof errors) => {
    const message = errors[field]
    // A phone that breaks its area's rule: the message says the rule ("8 digits starting with 6").
    const badPhone = field === 'cellphone' && !!message && 'key' in message && PHONE_RULE_KEYS.includes(message.key)
    return message ? (
      <View className={`attendee-form__error attendee-form__error--${field}`} role='alert'>
        {badPhone ? t('phoneArea.invalid', { rule: ruleWords(draft.cellphoneAreaCode) }) : say(message)}
      </View>
    ) : null
  }

  return (
    <View className='attendee-form'>
      <View className='attendee-form__card'>
        <View className={`attendee-form__field${errors.name ? ' attendee-form__field--invalid' : ''}`}>
          <View className='attendee-form__row'>
            <Text className='attendee-form__label'>{t('attendee.form.name')}</Text>
            <Input
              className='attendee-form__input attendee-form__input--name'
              type='text'
              maxlength={NAME_MAX_LENGTH}
              placeholder={t('attendee.form.namePlaceholder')}
              aria-label={t('attendee.form.name')}
              value={draft.name}
              onInput={(event) => form.change('name', event.detail.value)}
            />
          </View>
          {fieldError('name')}
        </View>

        <View className='attendee-form__field'>
          <View className='attendee-form__row attendee-form__row--choice' role='button' onClick={() => setSheet('type')}>
            <Text className='attendee-form__label'>{t('attendee.form.idType')}</Text>
            <Text className='attendee-form__value attendee-form__value--type'>
              {form.type?.idTypeName ?? t('attendee.form.choose')}
            </Text>
            <Text className='attendee-form__caret' aria-hidden>
              ▾
            </Text>
          </View>
        </View>

        <View className={`attendee-form__field${errors.countryRegion ? ' attendee-form__field--invalid' : ''}`}>
          <View
            className={`attendee-form__row${regionChoosable ? ' attendee-form__row--choice' : ''}`}
            role={regionChoosable ? 'button' : undefined}
            onClick={() => regionChoosable && setSheet('region')}
          >
            <Text className='attendee-form__label'>{t('attendee.form.countryRegion')}</Text>
            <Text className={`attendee-form__value${region ? '' : ' attendee-form__value--empty'}`}>
              {region?.displayName ?? t('attendee.form.choose')}
            </Text>
            {regionChoosable && (
              <Text className='attendee-form__caret' aria-hidden>
                ▾
              </Text>
            )}
          </View>
          {fieldError('countryRegion')}
        </View>

        <View className={`attendee-form__field${errors.idNo ? ' attendee-form__field--invalid' : ''}`}>
          <View className='attendee-form__row'>
            <Text className='attendee-form__label'>{t('attendee.form.idNo')}</Text>
            <Input
              className='attendee-form__input attendee-form__input--idNo'
              type={draft.idType === 'ID_CARD' ? 'idcard' : 'text'}
              maxlength={draft.idType === 'ID_CARD' ? ID_CARD_LENGTH : ID_NO_MAX_LENGTH}
              placeholder={
                form.type?.formatHint && draft.idType !== 'ID_CARD' ? form.type.formatHint : t('attendee.form.idNoPlaceholder')
              }
              aria-label={t('attendee.form.idNo')}
              value={draft.idNo}
              onInput={(event) => form.change('idNo', event.detail.value)}
            />
          </View>
          {fieldError('idNo')}
        </View>

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

        <View className={`attendee-form__field${errors.cellphone ? ' attendee-form__field--invalid' : ''}`}>
          {form.ownPhone === undefined ? (
            <View className='attendee-form__row'>
              <Text className='attendee-form__label'>{t('attendee.form.phone')}</Text>
              <PhoneAreaPicker
                className='attendee-form__area'
                value={draft.cellphoneAreaCode}
                areas={phoneAreas}
                onChange={(code) => form.change('cellphoneAreaCode', code)}
              />
              <Input
                className='attendee-form__input attendee-form__input--phone'
                type='number'
                maxlength={phoneRule(draft.cellphoneAreaCode).maxLength}
                placeholder={t('attendee.form.phonePlaceholder')}
                aria-label={t('attendee.form.phone')}
                value={draft.cellphone}
                onInput={(event) => form.change('cellphone', event.detail.value)}
              />
            </View>
          ) : (
            <View className='attendee-form__row attendee-form__row--minor'>
              <Text className='attendee-form__label'>{t('attendee.form.phone')}</Text>
              <Text className='attendee-form__value attendee-form__value--own-phone'>
                {form.ownPhone ? `+${form.ownPhone.areaCode} ${maskPhone(form.ownPhone.cellphone)}` : ''}
              </Text>
            </View>
          )}
          {form.ownPhone !== undefined && (
            <Text className='attendee-form__hint attendee-form__hint--minor'>
              {t(form.ownPhone ? 'attendee.form.minorHint' : 'attendee.form.minorNoPhone')}
            </Text>
          )}
          {fieldError('cellphone')}
        </View>
      </View>

      <View className='attendee-form__message' role={form.formError ? 'alert' : 'status'}>
        {form.formError && <Text className='attendee-form__form-error'>{say(form.formError)}</Text>}
      </View>

      <Button className='attendee-form__submit' type='primary' block loading={form.saving} onClick={() => void form.submit()}>
        {t('attendee.form.save')}
      </Button>

      <ActionSheet
        className='attendee-form__sheet attendee-form__sheet--type'
        visible={sheet === 'type'}
        title={t('attendee.form.typeTitle')}
        options={form.types.map((type) => ({ name: type.idTypeName, idType: type.idType }))}
        cancelText={t('attendee.form.cancel')}
        onCancel={() => setSheet(null)}
        onSelect={(item) => {
          setSheet(null)
          form.chooseType((item as { idType: (typeof form.types)[number]['idType'] }).idType)
        }}
      />
      <ActionSheet
        className='attendee-form__sheet attendee-form__sheet--region'
        visible={sheet === 'region'}
        title={t('attendee.form.regionTitle')}
        options={form.regions.map((country) => ({ name: country.displayName, code: country.code }))}
        cancelText={t('attendee.form.cancel')}
        onCancel={() => setSheet(null)}
        onSelect={(item) => {
          setSheet(null)
          form.change('countryRegion', String((item as { code: string }).code))
        }}
      />
    </View>
  )
}
