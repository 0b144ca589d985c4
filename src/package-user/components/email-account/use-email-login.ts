import { useAtom, useStore } from 'jotai'
import { useCallback, useState } from 'react'
import { loginByEmail } from '@/api/email'
import { loginErrors } from '@/domain/email-account'
import { resumeAfterLogin } from '@/navigation/navigate'
import { startEmailSession } from './activation'
import { emailDraftAtom } from './draft'
import { describeFailure } from './failure'
import { useFormErrors } from './use-form-errors'
import '@/i18n/locales/email'

/**
 * Log in with e-mail and password (spec sections 2 and 5). Each problem beside its field; a
 * refused login keeps what was typed; an address not activated yet offers the activation page.
 * On success the session starts and the user goes on to where they came from.
 */
export function useEmailLogin() {
  const store = useStore()
  const [email, setEmailDraft] = useAtom(emailDraftAtom)
  const [password, setPasswordValue] = useState('')
  const [loggingIn, setLoggingIn] = useState(false)
  const [notActivated, setNotActivated] = useState(false)
  const form = useFormErrors()

  const setEmail = useCallback(
    (value: string) => {
      setEmailDraft(value)
      setNotActivated(false)
      form.clear('email')
    },
    [setEmailDraft, form],
  )
  const setPassword = useCallback(
    (value: string) => {
      setPasswordValue(value)
      form.clear('password')
    },
    [form],
  )

  const submit = useCallback(async () => {
    if (loggingIn || !form.check(loginErrors({ email, password }))) return
    setLoggingIn(true)
    setNotActivated(false)
    try {
      const login = await loginByEmail({ email: email.trim(), password })
      startEmailSession(store, login, email.trim())
      setLoggingIn(false)
      await resumeAfterLogin()
    } catch (failure) {
      const described = describeFailure('login', failure)
      setNotActivated('key' in described.message && described.message.key === 'email.errors.notActivated')
      form.fail(described)
      setLoggingIn(false)
    }
  }, [loggingIn, email, password, store, form])

  return { email, setEmail, password, setPassword, loggingIn, notActivated, ...form, submit }
}
