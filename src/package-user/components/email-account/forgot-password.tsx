import { Text, View } from '@tarojs/components'
import { useAtom } from 'jotai'
import { useState } from 'react'
import { forgotPassword } from '@/api/email'
import { EMAIL_RESEND_SECONDS, forgotErrors } from '@/domain/email-account'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { emailDraftAtom } from './draft'
import { describeFailure, resendWait } from './failure'
import { Field } from './field'
import { useFormErrors } from './use-form-errors'
import { BackToLoginLink, GeneralMessage, SubmitButton } from './form-parts'
import './email-account.scss'
import '@/i18n/locales/email'

/** Forgot password (spec section 2): a reset code goes to the address; then set a new password. */
export function ForgotPassword() {
  const t = useT()
  const [email, setEmail] = useAtom(emailDraftAtom)
  const [sending, setSending] = useState(false)
  const form = useFormErrors()

  async function submit() {
    if (sending || !form.check(forgotErrors({ email }))) return
    const address = email.trim()
    setSending(true)
    try {
      const sent = await forgotPassword(address)
      setSending(false)
      await navigate('setPassword', { email: address, wait: sent.resendAfterSeconds ?? EMAIL_RESEND_SECONDS }, { replace: true })
    } catch (failure) {
      setSending(false)
      // A code went out less than a minute ago: it still works.
      const wait = resendWait(failure)
      if (wait !== undefined) return void (await navigate('setPassword', { email: address, wait }, { replace: true }))
      form.fail(describeFailure('forgot', failure))
    }
  }

  return (
    <View className='email-account forgot-password'>
      <Text className='email-account__title'>{t('email.forgot.title')}</Text>
      <Text className='email-account__subtitle'>{t('email.forgot.subtitle')}</Text>
      <Field
        name='email'
        label={t('email.fields.email')}
        value={email}
        onInput={(value) => {
          setEmail(value)
          form.clear('email')
        }}
        error={form.errors.email}
      />
      <GeneralMessage message={form.general} />
      <SubmitButton className='forgot-password__submit' loading={sending} onSubmit={submit}>
        {t('email.actions.sendCode')}
      </SubmitButton>
      <BackToLoginLink className='forgot-password__back'>{t('email.actions.toLogin')}</BackToLoginLink>
    </View>
  )
}
