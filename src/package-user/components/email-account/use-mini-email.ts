import { useStore } from 'jotai'
import { useCallback, useState } from 'react'
import { bindMiniEmail, miniEmailLogin, sendMiniEmailCode, type Sent } from '@/api/email'
import { miniLogin } from '@/api/oauth'
import { EMAIL_CODES, forgotErrors } from '@/domain/email-account'
import { isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { goBack, resumeAfterLogin } from '@/navigation/navigate'
import { platform } from '@/platform'
import { keepLogin } from '../auth-landing/keep-login'
import { toast } from './activation'
import { describeFailure, statusOf, type Failure } from './failure'
import { useFormErrors } from './use-form-errors'
import '@/i18n/locales/email'

/** login: the pre-login of an e-mail shop on a mini-program; bind: the logged-in account takes an address. */
export type MiniEmailMode = 'login' | 'bind'
/** start: the one-tap button (where the shop allows it); email: the address; code: the mailed code. */
export type MiniEmailStep = 'start' | 'email' | 'code'

/** The gateway's refusals about the address itself (spec s5 'h5 not support', another account's, a second one). */
const ADDRESS_REFUSALS: readonly number[] = [
  EMAIL_CODES.emailH5NotSupported,
  EMAIL_CODES.emailBoundElsewhere,
  EMAIL_CODES.emailAlreadyBound,
]

/** Where a refusal goes: the address's own refusals beside the address, in the gateway's words; the rest as the code forms place them. */
export function miniEmailFailure(failure: unknown): Failure {
  const statusCode = statusOf(failure)
  if (statusCode !== undefined && ADDRESS_REFUSALS.includes(statusCode) && isHttpError(failure) && failure.comments)
    return { field: 'email', message: { text: failure.comments } }
  return describeFailure('activate', failure)
}

/** A fresh platform login code (the gateway uses each once). */
async function loginCode(): Promise<string> {
  await platform.ensure('loginCode')
  const code = await platform.login()
  if (!code) throw new Error('no login code')
  return code
}

/**
 * E-mail pre-login and binding on mini-programs (spec s5; docs/decisions/gateway-storage-accounts.md): one
 * tap first where the shop allows it (a platform account linked already logs in at once); then
 * the address, a mailed code, and the login (or the binding). Nothing typed is lost on a failure;
 * taps while a request is on its way are ignored.
 */
export function useMiniEmail(mode: MiniEmailMode, oneTapAllowed: boolean) {
  const t = useT()
  const store = useStore()
  const form = useFormErrors()
  const [step, setStep] = useState<MiniEmailStep>(mode === 'login' && oneTapAllowed ? 'start' : 'email')
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  /** The first mail's wait, for the code step's resend link. */
  const [sent, setSent] = useState<Sent | null>(null)
  const kind = platform.platformType

  const run = useCallback(
    async (work: () => Promise<void>, onFailure: (failure: unknown) => void) => {
      if (busy) return
      setBusy(true)
      try {
        await work()
      } catch (failure) {
        onFailure(failure)
      } finally {
        setBusy(false)
      }
    },
    [busy],
  )

  const oneTap = () =>
    run(
      async () => {
        const answer = await miniLogin(kind as Parameters<typeof miniLogin>[0], await loginCode())
        if (!answer.bound) return setStep('email')
        keepLogin(store, answer)
        await resumeAfterLogin()
      },
      (failure) => form.fail(miniEmailFailure(failure)),
    )

  const sendCode = () => {
    if (!form.check(forgotErrors({ email }))) return Promise.resolve()
    return run(
      async () => {
        setSent(await sendMiniEmailCode(kind, email.trim()))
        setStep('code')
      },
      (failure) => form.fail(miniEmailFailure(failure)),
    )
  }

  /** The code step's resend. */
  const resend = () => sendMiniEmailCode(kind, email.trim())

  const submit = (code: string, onFailure: (failure: Failure) => void) =>
    run(
      async () => {
        if (mode === 'bind') {
          await bindMiniEmail({ platform: kind, email: email.trim(), code })
          toast(t('email.mini.bound'))
          await goBack()
          return
        }
        const login = await miniEmailLogin({ platform: kind, loginCode: await loginCode(), email: email.trim(), code })
        keepLogin(store, login)
        await resumeAfterLogin()
      },
      (failure) => onFailure(miniEmailFailure(failure)),
    )

  return {
    step,
    email,
    setEmail: (value: string) => {
      setEmail(value)
      form.clear('email')
    },
    /** Back to the address (another one). */
    changeEmail: () => setStep('email'),
    busy,
    sent,
    form,
    oneTap,
    sendCode,
    resend,
    submit,
  }
}
