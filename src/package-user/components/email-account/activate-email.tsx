import { Text, View } from '@tarojs/components'
import { useStore } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { sendActivation } from '@/api/email'
import { Button } from '@/components/ui'
import { EMAIL_CODES, EMAIL_RESEND_SECONDS } from '@/domain/email-account'
import { isValidEmail, isVerifyCode } from '@/domain/validation'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { activate, openSetPassword } from './activation'
import { backToEmailLogin, resendWait, statusOf } from './failure'
import './email-account.scss'
import '@/i18n/locales/email'

type State =
  | { readonly kind: 'activating' }
  | { readonly kind: 'done' }
  /** Already activated before (the link opened twice): nothing to do but log in. */
  | { readonly kind: 'already' }
  /** The code is wrong, used or expired: a new mail helps. */
  | { readonly kind: 'expired' }
  /** The link lacks its address or code. */
  | { readonly kind: 'broken' }
  /** The network or the gateway failed: try again. */
  | { readonly kind: 'failed' }

/**
 * Activate email (spec section 2): the mail's link opens this page with the address and the
 * code; it activates at once and then invites the user to log in.
 */
export function ActivateEmail() {
  const t = useT()
  const store = useStore()
  const params = usePageParams()
  const email = (params.email ?? '').trim()
  const code = (params.code ?? '').trim()
  const complete = isValidEmail(email) && isVerifyCode(code)
  const [state, setState] = useState<State>(complete ? { kind: 'activating' } : { kind: 'broken' })
  const [sending, setSending] = useState(false)
  const started = useRef(false)

  const run = useCallback(async () => {
    setState({ kind: 'activating' })
    try {
      if ((await activate(store, email, code)) === 'setPassword') return await openSetPassword()
      setState({ kind: 'done' })
    } catch (failure) {
      const statusCode = statusOf(failure)
      if (statusCode === EMAIL_CODES.emailTaken) setState({ kind: 'already' })
      else if (statusCode === EMAIL_CODES.verifyCodeWrong || statusCode === EMAIL_CODES.credentialsWrong)
        setState({ kind: 'expired' })
      else setState({ kind: 'failed' })
    }
  }, [store, email, code])

  useEffect(() => {
    if (!complete || started.current) return
    started.current = true
    void run()
  }, [complete, run])

  async function newMail() {
    if (sending) return
    setSending(true)
    try {
      const sent = await sendActivation(email)
      await navigate('checkEmail', { email, wait: sent.resendAfterSeconds ?? EMAIL_RESEND_SECONDS }, { replace: true })
    } catch (failure) {
      const wait = resendWait(failure)
      if (wait !== undefined) await navigate('checkEmail', { email, wait }, { replace: true })
      else setState({ kind: 'failed' })
    } finally {
      setSending(false)
    }
  }

  const good = state.kind === 'done' || state.kind === 'already'
  return (
    <View className={`email-account activate-email activate-email--${state.kind}`}>
      <View className='email-account__status'>
        <View className={`email-account__icon${good || state.kind === 'activating' ? '' : ' email-account__icon--error'}`}>
          <Text>{good ? '✓' : state.kind === 'activating' ? '…' : '!'}</Text>
        </View>
        <View
          className='email-account__status-title activate-email__title'
          role={state.kind === 'activating' ? 'status' : 'alert'}
        >
          <Text>{t(`email.activate.${state.kind}.title`)}</Text>
        </View>
        {state.kind !== 'activating' && (
          <Text className='email-account__status-text'>{t(`email.activate.${state.kind}.text`, { email })}</Text>
        )}
        {good && (
          <Button
            className='email-account__status-action activate-email__login'
            type='primary'
            block
            onClick={() => void backToEmailLogin()}
          >
            {t('email.actions.login')}
          </Button>
        )}
        {state.kind === 'expired' && (
          <Button
            className='email-account__status-action activate-email__resend'
            type='primary'
            block
            loading={sending}
            onClick={() => void newMail()}
          >
            {t('email.actions.newMail')}
          </Button>
        )}
        {state.kind === 'failed' && (
          <Button className='email-account__status-action activate-email__retry' type='primary' block onClick={() => void run()}>
            {t('email.actions.retry')}
          </Button>
        )}
        {state.kind === 'broken' && (
          <Button
            className='email-account__status-action activate-email__back'
            type='primary'
            block
            onClick={() => void backToEmailLogin()}
          >
            {t('email.actions.toLogin')}
          </Button>
        )}
      </View>
    </View>
  )
}
