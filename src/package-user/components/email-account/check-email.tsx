import { Text, View } from '@tarojs/components'
import { useStore } from 'jotai'
import { useState } from 'react'
import { sendActivation } from '@/api/email'
import { Button } from '@/components/ui'
import { activationErrors, initialWait } from '@/domain/email-account'
import { isValidEmail } from '@/domain/validation'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { activate, openSetPassword } from './activation'
import { backToEmailLogin, describeFailure } from './failure'
import { CodeField, useMailedCode } from './code-field'
import { useFormErrors } from './use-form-errors'
import { BackToLoginLink, GeneralMessage, SubmitButton } from './form-parts'
import './email-account.scss'
import '@/i18n/locales/email'

/**
 * Check your mailbox (spec section 2): the activation mail went to the address; its link opens
 * activate-email, and its 6-digit code can be typed here (a mini-program cannot open the link).
 * The mail can be sent again after a 60 s countdown.
 */
export function CheckEmail() {
  const t = useT()
  const store = useStore()
  const params = usePageParams()
  const email = (params.email ?? '').trim()
  const [activating, setActivating] = useState(false)
  const form = useFormErrors()
  const mailed = useMailedCode(form, {
    initialSeconds: initialWait(params.wait),
    send: () => sendActivation(email),
    resentText: t('email.check.resent'),
    failureForm: 'activate',
  })
  const { code } = mailed

  if (!isValidEmail(email)) {
    return (
      <View className='email-account check-email'>
        <View className='email-account__status check-email__empty'>
          <View className='email-account__icon'>
            <Text>@</Text>
          </View>
          <Text className='email-account__status-title'>{t('email.check.noAddress')}</Text>
          <Button
            className='email-account__status-action'
            type='primary'
            block
            onClick={() => void navigate('createAccount', {}, { replace: true })}
          >
            {t('email.actions.createAccount')}
          </Button>
        </View>
      </View>
    )
  }

  async function submit() {
    if (activating || !form.check(activationErrors({ code }))) return
    setActivating(true)
    try {
      const next = await activate(store, email, code)
      setActivating(false)
      if (next === 'setPassword') return await openSetPassword()
      // The login page says the address is activated (a toast here would leave with this page).
      await backToEmailLogin()
    } catch (failure) {
      setActivating(false)
      form.fail(describeFailure('activate', failure))
    }
  }

  return (
    <View className='email-account check-email'>
      <Text className='email-account__title'>{t('email.check.title')}</Text>
      <Text className='email-account__subtitle'>
        {t('email.check.sentTo')}
        <Text className='email-account__address check-email__address'>{email}</Text>
        {t('email.check.instructions')}
      </Text>

      <CodeField page='check-email' {...mailed.field} />

      <GeneralMessage message={form.general} />

      <SubmitButton className='check-email__submit' loading={activating} onSubmit={submit}>
        {t('email.actions.activate')}
      </SubmitButton>
      <BackToLoginLink className='check-email__login'>{t('email.actions.toLogin')}</BackToLoginLink>
    </View>
  )
}
