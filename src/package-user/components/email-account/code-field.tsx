import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Sent } from '@/api/email'
import { EMAIL_RESEND_SECONDS, codeInput, type EmailForm } from '@/domain/email-account'
import { VERIFY_CODE_LENGTH } from '@/domain/validation'
import { useT } from '@/i18n/use-t'
import { toast } from './activation'
import { describeFailure, resendWait, type FormMessage } from './failure'
import { Field } from './field'
import { useCountdown } from './use-countdown'
import type { FormErrors } from './use-form-errors'
import '@/i18n/locales/email'

export interface CodeFieldProps {
  /** The page's own name for the resend link's class (`<page>__resend`), for styles and tests. */
  readonly page: string
  readonly code: string
  /** The code as typed, digits only. */
  readonly onCode: (code: string) => void
  readonly error?: FormMessage | null
  /** Seconds before another mail may be asked for (0: now). */
  readonly secondsLeft: number
  /** A mail is on its way or the wait is not over: the link does nothing. */
  readonly waiting: boolean
  readonly onResend: () => void
}

export interface MailedCodeOptions {
  /** Seconds to wait before the first resend (the page's `wait` parameter). */
  readonly initialSeconds: number
  /** Asks for another mail; absent, the link does nothing. */
  readonly send?: () => Promise<Sent>
  /** Said once another mail is on its way. */
  readonly resentText: string
  /** The form whose messages a refused resend shows. */
  readonly failureForm: EmailForm
}

/**
 * The mailed code of a form and its resend link: typing clears the code's message; another mail
 * may be asked for once the wait is over, and the wait starts again (the gateway's, when it says
 * the last mail is too recent). Gives the code and the props of its `CodeField`.
 */
export function useMailedCode(form: FormErrors, { initialSeconds, send, resentText, failureForm }: MailedCodeOptions) {
  const [code, setCode] = useState('')
  const [sending, setSending] = useState(false)
  const countdown = useCountdown(initialSeconds)

  async function resend() {
    if (!send || sending || countdown.secondsLeft > 0) return
    setSending(true)
    form.clear('code')
    try {
      const sent = await send()
      countdown.start(sent.resendAfterSeconds ?? EMAIL_RESEND_SECONDS)
      toast(resentText)
    } catch (failure) {
      const wait = resendWait(failure)
      if (wait !== undefined) countdown.start(wait)
      else form.fail(describeFailure(failureForm, failure))
    } finally {
      setSending(false)
    }
  }

  const field: Omit<CodeFieldProps, 'page'> = {
    code,
    onCode: (value) => {
      setCode(value)
      form.clear('code')
    },
    error: form.errors.code,
    secondsLeft: countdown.secondsLeft,
    waiting: countdown.secondsLeft > 0 || sending,
    onResend: () => void resend(),
  }
  return { code, field }
}

/** The mailed code and the link that sends it again, with the wait counting down (e-mail flows). */
export function CodeField({ page, code, onCode, error, secondsLeft, waiting, onResend }: CodeFieldProps) {
  const t = useT()
  return (
    <>
      <Field
        name='code'
        kind='code'
        label={t('email.fields.code')}
        value={code}
        maxlength={VERIFY_CODE_LENGTH}
        onInput={(value) => onCode(codeInput(value))}
        error={error}
      />
      <View
        className={`email-account__resend ${page}__resend${waiting ? ' email-account__resend--waiting' : ''}`}
        role='button'
        aria-disabled={waiting}
        onClick={onResend}
      >
        <Text>{secondsLeft > 0 ? t('email.actions.resendIn', { seconds: secondsLeft }) : t('email.actions.resend')}</Text>
      </View>
    </>
  )
}
