import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { updateProfile } from '@/api/profile'
import { feedback } from '@/components/feedback'
import { FieldInput, FormField } from '@/components/form-field'
import { Button } from '@/components/ui'
import { NICKNAME_MAX_LENGTH, characterCount, nicknameError, normaliseNickname } from '@/domain/profile'
import { TOAST_DURATION_MS } from '@/http'
import { useShownName } from '@/i18n/use-shown-name'
import { useT } from '@/i18n/use-t'
import { goBack } from '@/navigation/navigate'
import { ProfileLoadState } from '../account-list'
import { failureNotice, useProfileDetail, type Notice } from '../profile-form/use-profile'
import './nickname-form.scss'
import '@/i18n/locales/profile'

/** Room to type past the limit, so the message can say so instead of the field cutting text off. */
const INPUT_MAX_LENGTH = NICKNAME_MAX_LENGTH * 2

/** The nickname page (spec section 5: required; the gateway's limit of 20 characters). */
export function NicknameForm() {
  const t = useT()
  const { status, profile, retry } = useProfileDetail()
  const [nickname, setNickname] = useState<string | null>(null)
  const [error, setError] = useState<Notice | null>(null)
  const [saving, setSaving] = useState(false)
  const shown = useShownName(profile)

  // The name shown now (the nickname, or the default of a user who has not chosen one) fills the
  // field once, when it arrives; what the user typed is never replaced.
  useEffect(() => {
    if (profile && nickname === null) setNickname(shown)
  }, [profile, nickname, shown])

  if (status !== 'ready' || nickname === null) {
    return <ProfileLoadState failed={status === 'error'} onRetry={retry} />
  }

  const value = nickname
  async function save() {
    if (saving) return
    const problem = nicknameError(value)
    if (problem) {
      setError({ key: `profile.nicknameEdit.errors.${problem}` })
      return
    }
    setError(null)
    setSaving(true)
    try {
      await updateProfile({ nickname: normaliseNickname(value) })
      feedback.presenter.toast({ text: t('profile.saved') }, TOAST_DURATION_MS)
      await goBack()
    } catch (failure) {
      setError(failureNotice(failure, 'profile.saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  const message = error && ('key' in error ? t(error.key, { max: NICKNAME_MAX_LENGTH }) : 'text' in error ? error.text : '')
  const count = characterCount(normaliseNickname(value))
  const typeName = (typed: string) => {
    setNickname(typed)
    if (error) setError(null)
  }

  return (
    <View className='nickname-form'>
      <FormField
        block='nickname-form'
        name='nickname'
        layout='stacked'
        label={t('profile.nicknameEdit.label')}
        message={message}
        required
      >
        <FieldInput
          className='nickname-form__input'
          maxlength={INPUT_MAX_LENGTH}
          placeholder={t('profile.nicknameEdit.placeholder')}
          value={value}
          onInput={typeName}
          onConfirm={() => void save()}
        />
        <Text className={`nickname-form__count${count > NICKNAME_MAX_LENGTH ? ' nickname-form__count--over' : ''}`}>
          {t('profile.nicknameEdit.count', { count, max: NICKNAME_MAX_LENGTH })}
        </Text>
      </FormField>
      <Button className='nickname-form__save' type='primary' block loading={saving} onClick={() => void save()}>
        {t('profile.save')}
      </Button>
    </View>
  )
}
