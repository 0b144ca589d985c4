import { useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ACCOUNT_CODES, createCaptcha, linkPhone, loginByPhone, sendLoginCode, type Captcha } from '@/api/user'
import { CODE_REQUEST_DEBOUNCE_MS, CODE_RESEND_SECONDS, MAINLAND_AREA, canConfirmCode, isValidPhone } from '@/domain/validation'
import { isHttpError } from '@/http'
import { resumeAfterLogin } from '@/navigation/navigate'
import { countryCodeAtom, startSession } from '@/state/session'
import { shopConfigAtom } from '@/state/shop'

/** A message for the form: a translation key, or the gateway's own words. */
export type FormMessage = { readonly key: string } | { readonly text: string }

export interface LoginArea {
  readonly code: string
  readonly name?: string
}

const ONE_SECOND_MS = 1000

/** The gateway's statusCode of a failed request, as a number (undefined for other failures). */
function codeOf(failure: unknown): number | undefined {
  return isHttpError(failure) ? Number(failure.statusCode) : undefined
}

/** What went wrong, for the form: the gateway's words when it sent some. */
function otherFailure(failure: unknown): FormMessage {
  return isHttpError(failure) && failure.kind === 'business' && failure.comments
    ? { text: failure.comments }
    : { key: 'login.errors.failed' }
}

/**
 * The phone login of spec section 5: the image captcha first, the area from the shop's login
 * areas (the gateway refuses any other: 'Login is not supported in the region...'), a 6-digit code asked for at most once per 500 ms and then every 60 s, confirm ignored
 * while the code is short or a login is on its way; on success the session starts and the user
 * goes back to where they came from.
 */
export function usePhoneLogin(
  initial: { readonly phone?: string; readonly areaCode?: string } = {},
  /** Link the number to the logged-in account (the profile's "Not linked") instead of logging in. */
  onLinked?: () => void,
) {
  const store = useStore()
  const shop = useAtomValue(shopConfigAtom)
  const areas: readonly LoginArea[] = shop?.supportLoginAreas?.length ? shop.supportLoginAreas : [{ code: MAINLAND_AREA }]
  const [areaIndex, setAreaIndex] = useState(() =>
    Math.max(
      0,
      areas.findIndex((known) => known.code === initial.areaCode),
    ),
  )
  const area = areas[Math.min(areaIndex, areas.length - 1)] ?? { code: MAINLAND_AREA }
  const [phone, setPhone] = useState(initial.phone ?? '')
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [captchaFailed, setCaptchaFailed] = useState(false)
  const [captchaAnswer, setCaptchaAnswer] = useState('')
  const [code, setCode] = useState('')
  const [secondsLeft, setSecondsLeft] = useState(0)
  const [sent, setSent] = useState(false)
  const [sending, setSending] = useState(false)
  const [loggingIn, setLoggingIn] = useState(false)
  const [error, setError] = useState<FormMessage | null>(null)
  const debounce = useRef<ReturnType<typeof setTimeout>>()

  const refreshCaptcha = useCallback(async () => {
    setCaptchaAnswer('')
    try {
      setCaptcha(await createCaptcha())
      setCaptchaFailed(false)
    } catch {
      setCaptcha(null)
      setCaptchaFailed(true)
    }
  }, [])

  useEffect(() => {
    void refreshCaptcha()
    return () => clearTimeout(debounce.current)
  }, [refreshCaptcha])

  useEffect(() => {
    if (secondsLeft <= 0) return undefined
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), ONE_SECOND_MS)
    return () => clearTimeout(timer)
  }, [secondsLeft])

  const send = useCallback(async () => {
    if (!isValidPhone(phone, area.code)) return setError({ key: 'login.errors.phone' })
    if (!captcha || !captchaAnswer.trim()) return setError({ key: 'login.errors.captcha' })
    setError(null)
    setSending(true)
    try {
      await sendLoginCode({
        cellphone: phone.trim(),
        countryCode: area.code,
        captchaId: captcha.captchaId,
        captchaCode: captchaAnswer.trim(),
      })
      setSent(true)
      setSecondsLeft(CODE_RESEND_SECONDS)
    } catch (failure) {
      const statusCode = codeOf(failure)
      if (statusCode === ACCOUNT_CODES.captchaWrong) setError({ key: 'login.errors.captchaWrong' })
      else if (statusCode === ACCOUNT_CODES.areaNotSupported) setError({ key: 'login.errors.areaNotSupported' })
      else if (statusCode === ACCOUNT_CODES.verifyCodeTooOften && isHttpError(failure)) {
        const wait = (failure.data as { resendAfterSeconds?: number } | null)?.resendAfterSeconds
        setSecondsLeft(wait ?? CODE_RESEND_SECONDS)
        setSent(true)
      } else setError(otherFailure(failure))
    } finally {
      setSending(false)
      // A captcha answers for one code request: the next one needs a new image.
      void refreshCaptcha()
    }
  }, [phone, area.code, captcha, captchaAnswer, refreshCaptcha])

  /** Spec section 5: code requests are debounced 500 ms; none while the 60 s countdown runs. */
  const requestCode = useCallback(() => {
    if (secondsLeft > 0 || sending) return
    clearTimeout(debounce.current)
    debounce.current = setTimeout(() => void send(), CODE_REQUEST_DEBOUNCE_MS)
  }, [secondsLeft, sending, send])

  const submit = useCallback(async () => {
    if (!canConfirmCode(code, loggingIn)) return
    setLoggingIn(true)
    setError(null)
    try {
      if (onLinked) {
        await linkPhone({ cellphone: phone.trim(), verifyCode: code, countryCode: area.code })
        store.set(countryCodeAtom, area.code)
        onLinked()
        return
      }
      const login = await loginByPhone({ cellphone: phone.trim(), verifyCode: code, countryCode: area.code })
      startSession(store, {
        userId: login.bizUserId,
        accessToken: login.accessToken,
        refreshToken: login.refreshToken,
        countryCode: login.countryCode ?? area.code,
        ...(login.email ? { email: login.email } : {}),
      })
      await resumeAfterLogin()
    } catch (failure) {
      setError(codeOf(failure) === ACCOUNT_CODES.verifyCodeWrong ? { key: 'login.errors.codeWrong' } : otherFailure(failure))
    } finally {
      setLoggingIn(false)
    }
  }, [code, loggingIn, phone, area.code, store, onLinked])

  return {
    areas,
    area,
    setAreaIndex,
    phone,
    setPhone,
    captcha,
    captchaFailed,
    captchaAnswer,
    setCaptchaAnswer,
    refreshCaptcha,
    code,
    setCode,
    secondsLeft,
    sent,
    sending,
    loggingIn,
    canSubmit: canConfirmCode(code, loggingIn),
    error,
    requestCode,
    submit,
  }
}
