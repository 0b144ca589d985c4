import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PROFILE_CODES, changePassword } from '@/api/profile'
import { feedback } from '@/components/feedback'
import { Button } from '@/components/ui'
import { hasErrors, passwordChangeErrors, type PasswordChange, type PasswordChangeErrors } from '@/domain/profile'
import { PASSWORD_MAX } from '@/domain/validation'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { goBack } from '@/navigation/navigate'
import { failureNotice, type Notice } from '../profile-form/use-profile'
import './password-change.scss'
import '@/i18n/locales/profile'

type Field = keyof PasswordChange
const FIELDS: ReadonlyArray<{ field: Field; label: string; placeholder: string }> = [
  { field: 'oldPassword', label: 'profile.password.old', placeholder: 'profile.password.oldPlaceholder' },
  { field: 'newPassword', label: 'profile.password.new', placeholder: 'profile.password.newPlaceholder' },
  { field: 'confirmPassword', label: 'profile.password.confirm', placeholder: 'profile.password.confirmPlaceholder' },
]
/** A current password set elsewhere may be longer than today's rule allows. */
const OLD_PASSWORD_MAX = 128
const ERROR_KEYS: Record<string, string> = {
  required: 'profile.password.errors.required',
  invalid: 'profile.password.errors.invalid',
  sameAsOld: 'profile.password.errors.sameAsOld',
  mismatch: 'profile.password.errors.mismatch',
}

/** Change password (spec section 5: 8-20 characters, 3 of 4 kinds, else 'enter a valid password'). */
export function PasswordChangeForm() {
  const t = useT()
  const [values, setValues] = useState<PasswordChange>({ oldPassword: '', newPassword: '', confirmPassword: '' })
  const [errors, setErrors] = useState<PasswordChangeErrors>({})
  const [gatewayError, setGatewayError] = useState<{ field?: Field; notice: Notice } | null>(null)
  const [saving, setSaving] = useState(false)

  async function submit() {
    if (saving) return
    const found = passwordChangeErrors(values)
    setErrors(found)
    setGatewayError(null)
    if (hasErrors(found)) return
    setSaving(true)
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword })
      feedback.presenter.toast({ text: t('profile.password.changed') }, TOAST_DURATION_MS)
      await goBack()
    } catch (failure) {
      const code = isHttpError(failure) ? Number(failure.statusCode) : undefined
      if (code === PROFILE_CODES.credentialsWrong)
        setGatewayError({ field: 'oldPassword', notice: { key: 'profile.password.errors.wrongOld' } })
      else if (code === PROFILE_CODES.passwordInvalid)
        setGatewayError({ field: 'newPassword', notice: { key: 'profile.password.errors.invalid' } })
      else setGatewayError({ notice: failureNotice(failure, 'profile.password.errors.failed') })
    } finally {
      setSaving(false)
    }
  }

  const say = (notice: Notice) => ('key' in notice ? t(notice.key) : 'text' in notice ? notice.text : '')
  const messageFor = (field: Field): string | null => {
    const local = errors[field]
    if (local) return t(ERROR_KEYS[local] ?? 'profile.password.errors.invalid')
    return gatewayError?.field === field ? say(gatewayError.notice) : null
  }

  return (
    <View className='password-change'>
      <View className='password-change__card'>
        {FIELDS.map(({ field, label, placeholder }) => {
          const message = messageFor(field)
          return (
            <View key={field} className={`password-change__field password-change__field--${field}`}>
              <Text className='password-change__label'>{t(label)}</Text>
              <Input
                className='password-change__input'
                password
                type='text'
                maxlength={field === 'oldPassword' ? OLD_PASSWORD_MAX : PASSWORD_MAX}
                placeholder={t(placeholder)}
                aria-label={t(label)}
                aria-invalid={Boolean(message)}
                value={values[field]}
                onInput={(event) => {
                  const value = event.detail.value
                  setValues((previous) => ({ ...previous, [field]: value }))
                  setErrors((previous) => {
                    const next = { ...previous }
                    delete next[field]
                    return next
                  })
                }}
              />
              {message && (
                <View className='field-error' role='alert'>
                  <Text>{message}</Text>
                </View>
              )}
            </View>
          )
        })}
        <Text className='password-change__rule'>{t('profile.password.rule')}</Text>
      </View>
      {gatewayError && !gatewayError.field && (
        <View className='field-error password-change__error' role='alert'>
          <Text>{say(gatewayError.notice)}</Text>
        </View>
      )}
      <Button className='password-change__submit' type='primary' block loading={saving} onClick={() => void submit()}>
        {t('profile.password.submit')}
      </Button>
    </View>
  )
}
