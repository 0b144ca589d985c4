import { Text, View } from '@tarojs/components'
import { useAtom } from 'jotai'
import { useState } from 'react'
import { forgotPassword } from '@/api/email'
import { Button } from '@/components/ui'
import { EMAIL_RESEND_SECONDS, forgotErrors } from '@/domain/email-account'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { emailDraftAtom } from './draft'
import { backToEmailLogin, describeFailure, resendWait } from './failure'
import { Field, useSay } from './field'
import { useFormErrors } from './use-form-errors'
import './email-account.scss'
import '@/i18n/locales/email'

/** Forgot password (spec section 2): a reset code goes to the address; then set a new password. */
export function ForgotPassword() {
  const t = useT()
  const say = useSay()
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
      <View className='email-account__message' role={form.general ? 'alert' : 'status'}>
        {form.general && <Text>{say(form.general)}</Text>}
      </View>
      <Button
        className='email-account__submit forgot-password__submit'
        type='primary'
        block
        loading={sending}
        onClick={() => void submit()}
      >
        {t('email.actions.sendCode')}
      </Button>
      <View
        className='email-account__link email-account__link--muted email-account__centered forgot-password__back'
        role='button'
        onClick={() => void backToEmailLogin()}
      >
        <Text>{t('email.actions.toLogin')}</Text>
      </View>
    </View>
  )
}
