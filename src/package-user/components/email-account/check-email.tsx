import { Text, View } from '@tarojs/components'
import { useStore } from 'jotai'
import { useState } from 'react'
import { sendActivation } from '@/api/email'
import { Button } from '@/components/ui'
import { EMAIL_RESEND_SECONDS, activationErrors } from '@/domain/email-account'
import { isValidEmail } from '@/domain/validation'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { activate, openSetPassword, toast } from './activation'
import { backToEmailLogin, describeFailure, resendWait } from './failure'
import { CodeField } from './code-field'
import { useSay } from './field'
import { useCountdown } from './use-countdown'
import { useFormErrors } from './use-form-errors'
import './email-account.scss'
import '@/i18n/locales/email'

/** The `wait` parameter: seconds before the next mail may be asked for (none: at once). */
function initialWait(value: string | undefined): number {
  const seconds = Number(value)
  return Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, EMAIL_RESEND_SECONDS) : 0
}

/**
 * Check your mailbox (spec section 2): the activation mail went to the address; its link opens
 * activate-email, and its 6-digit code can be typed here (a mini-program cannot open the link).
 * The mail can be sent again after a 60 s countdown.
 */
export function CheckEmail() {
  const t = useT()
  const say = useSay()
  const store = useStore()
  const params = usePageParams()
  const email = (params.email ?? '').trim()
  const [code, setCode] = useState('')
  const [activating, setActivating] = useState(false)
  const [sending, setSending] = useState(false)
  const countdown = useCountdown(initialWait(params.wait))
  const form = useFormErrors()

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
      toast(t('email.activate.doneToast'))
      await backToEmailLogin()
    } catch (failure) {
      setActivating(false)
      form.fail(describeFailure('activate', failure))
    }
  }

  async function resend() {
    if (sending || countdown.secondsLeft > 0) return
    setSending(true)
    form.clear('code')
    try {
      const sent = await sendActivation(email)
      countdown.start(sent.resendAfterSeconds ?? EMAIL_RESEND_SECONDS)
      toast(t('email.check.resent'))
    } catch (failure) {
      const wait = resendWait(failure)
      if (wait !== undefined) countdown.start(wait)
      else form.fail(describeFailure('activate', failure))
    } finally {
      setSending(false)
    }
  }

  const waiting = countdown.secondsLeft > 0 || sending
  return (
    <View className='email-account check-email'>
      <Text className='email-account__title'>{t('email.check.title')}</Text>
      <Text className='email-account__subtitle'>
        {t('email.check.sentTo')}
        <Text className='email-account__address check-email__address'>{email}</Text>
        {t('email.check.instructions')}
      </Text>

      <CodeField
        page='check-email'
        code={code}
        onCode={(value) => {
          setCode(value)
          form.clear('code')
        }}
        error={form.errors.code}
        secondsLeft={countdown.secondsLeft}
        waiting={waiting}
        onResend={() => void resend()}
      />

      <View className='email-account__message' role={form.general ? 'alert' : 'status'}>
        {form.general && <Text>{say(form.general)}</Text>}
      </View>

      <Button
        className='email-account__submit check-email__submit'
        type='primary'
        block
        loading={activating}
        onClick={() => void submit()}
      >
        {t('email.actions.activate')}
      </Button>
      <View
        className='email-account__link email-account__link--muted email-account__centered check-email__login'
        role='button'
        onClick={() => void backToEmailLogin()}
      >
        <Text>{t('email.actions.toLogin')}</Text>
      </View>
    </View>
  )
}
