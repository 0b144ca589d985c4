import { Text, View } from '@tarojs/components'
import { codeInput } from '@/domain/email-account'
import { VERIFY_CODE_LENGTH } from '@/domain/validation'
import { useT } from '@/i18n/use-t'
import type { FormMessage } from './failure'
import { Field } from './field'
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
