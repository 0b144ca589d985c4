import { useAtom } from 'jotai'
import { useCallback, useState } from 'react'
import { registerEmail } from '@/api/email'
import { EMAIL_RESEND_SECONDS, registerErrors, type EmailField } from '@/domain/email-account'
import { navigate } from '@/navigation/navigate'
import { emailDraftAtom } from './draft'
import { describeFailure, resendWait } from './failure'
import { useFormErrors } from './use-form-errors'
import '@/i18n/locales/email'

/**
 * Create an account (spec sections 2 and 5): address, a password that follows the rule, the same
 * again, the agreement. The gateway mails the activation code and link; the user goes on to
 * "check your mailbox". Nothing typed is lost when something is refused.
 */
export function useCreateAccount() {
  const [email, setEmailDraft] = useAtom(emailDraftAtom)
  const [password, setPasswordValue] = useState('')
  const [confirm, setConfirmValue] = useState('')
  const [agreed, setAgreedValue] = useState(false)
  const [sending, setSending] = useState(false)
  const [taken, setTaken] = useState(false)
  const form = useFormErrors()

  const edit = useCallback(
    <T>(field: EmailField, set: (value: T) => void) =>
      (value: T) => {
        set(value)
        form.clear(field)
        if (field === 'email') setTaken(false)
      },
    [form],
  )

  const submit = useCallback(async () => {
    if (sending || !form.check(registerErrors({ email, password, confirm, agreed }))) return
    const address = email.trim()
    setSending(true)
    setTaken(false)
    try {
      const sent = await registerEmail({ email: address, password })
      setSending(false)
      await navigate('checkEmail', { email: address, wait: sent.resendAfterSeconds ?? EMAIL_RESEND_SECONDS }, { replace: true })
    } catch (failure) {
      setSending(false)
      // Registered again within the minute: the account is there, the mail sent a moment ago stands.
      const wait = resendWait(failure)
      if (wait !== undefined) {
        await navigate('checkEmail', { email: address, wait }, { replace: true })
        return
      }
      const described = describeFailure('register', failure)
      setTaken('key' in described.message && described.message.key === 'email.errors.emailTaken')
      form.fail(described)
    }
  }, [sending, email, password, confirm, agreed, form])

  return {
    email,
    setEmail: edit('email', setEmailDraft),
    password,
    setPassword: edit('password', setPasswordValue),
    confirm,
    setConfirm: edit('confirm', setConfirmValue),
    agreed,
    toggleAgreed: () => edit('agreement', setAgreedValue)(!agreed),
    sending,
    taken,
    ...form,
    submit,
  }
}
