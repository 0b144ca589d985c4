import { useStore } from 'jotai'
import { useCallback, useState } from 'react'
import { miniBindPhone, miniLogin, type MiniPlatformType } from '@/api/oauth'
import { resumeAfterLogin } from '@/navigation/navigate'
import { platform, type PhoneButtonDetail } from '@/platform'
import { failureMessage, keepLogin, type AuthMessage } from '../auth-landing/keep-login'

export type MiniLoginStep = 'start' | 'loggingIn' | 'needsPhone' | 'binding'

/**
 * Mini-program login (spec section 5): one tap sends the platform's login code to the gateway;
 * an account linked to this platform user is logged in at once, otherwise the phone button asks
 * the platform for the phone number and the gateway binds it (phone binding: mini-programs only).
 * Taps while a request is on its way are ignored; a failure keeps the user on the step.
 */
export function useMiniLogin() {
  const store = useStore()
  const [step, setStep] = useState<MiniLoginStep>('start')
  const [error, setError] = useState<AuthMessage | null>(null)
  const kind = platform.platformType as MiniPlatformType

  const oneTap = useCallback(async () => {
    if (step === 'loggingIn' || step === 'binding') return
    setError(null)
    setStep('loggingIn')
    try {
      await platform.ensure('loginCode')
      const code = await platform.login()
      if (!code) throw new Error('no login code')
      const answer = await miniLogin(kind, code)
      if (!answer.bound) {
        setStep('needsPhone')
        return
      }
      keepLogin(store, answer)
      await resumeAfterLogin()
      setStep('start')
    } catch (failure) {
      setError(failureMessage(failure))
      setStep('start')
    }
  }, [step, kind, store])

  const bindPhone = useCallback(
    async (detail: PhoneButtonDetail) => {
      if (step === 'binding' || step === 'loggingIn') return
      setError(null)
      setStep('binding')
      try {
        const binding = await platform.bindPhone(detail)
        const login = await miniBindPhone(kind, binding)
        keepLogin(store, login)
        await resumeAfterLogin()
        setStep('start')
      } catch (failure) {
        setError(failureMessage(failure))
        setStep('needsPhone')
      }
    },
    [step, kind, store],
  )

  return { step, error, oneTap, bindPhone, busy: step === 'loggingIn' || step === 'binding' }
}
