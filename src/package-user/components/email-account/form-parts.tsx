import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui'
import { backToEmailLogin, type FormMessage } from './failure'
import { useSay } from './field'
import '@/i18n/locales/email'

/** What is wrong with the form as a whole (no field of its own), above the button; a live region while empty. */
export function GeneralMessage({ message }: { readonly message: FormMessage | null }) {
  const say = useSay()
  return (
    <View className='email-account__message' role={message ? 'alert' : 'status'}>
      {message && <Text>{say(message)}</Text>}
    </View>
  )
}

export interface SubmitButtonProps {
  /** The page's own class for the button (`<page>__submit`), for styles and tests. */
  readonly className: string
  readonly loading: boolean
  readonly onSubmit: () => Promise<void>
  readonly children: ReactNode
}

/** The form's one primary button, across the page. */
export function SubmitButton({ className, loading, onSubmit, children }: SubmitButtonProps) {
  return (
    <Button
      className={`email-account__submit ${className}`}
      type='primary'
      block
      loading={loading}
      onClick={() => void onSubmit()}
    >
      {children}
    </Button>
  )
}

/** The quiet centred link under a form back to the e-mail login (`className`: the page's own). */
export function BackToLoginLink({ className, children }: { readonly className: string; readonly children: ReactNode }) {
  return (
    <View
      className={`email-account__link email-account__link--muted email-account__centered ${className}`}
      role='button'
      onClick={() => void backToEmailLogin()}
    >
      <Text>{children}</Text>
    </View>
  )
}
