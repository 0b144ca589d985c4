import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useT } from '@/i18n/use-t'
import type { FormMessage } from './failure'
import '@/i18n/locales/email'

export interface FieldProps {
  /** Names the field in class names (`email-field--<name>`), for styles and tests. */
  readonly name: string
  readonly label: string
  readonly value: string
  readonly onInput: (value: string) => void
  readonly kind?: 'email' | 'password' | 'code'
  readonly maxlength?: number
  readonly error?: FormMessage | null
  readonly hint?: string
  readonly placeholder?: string
}

/** The gateway's words, or a key under `email.` translated. */
export function useSay() {
  const t = useT()
  return (message: FormMessage) => ('key' in message ? t(message.key, message.values) : message.text)
}

/**
 * One field of an e-mail form: its label, the input, and what is wrong with it right beside it
 * (spec: messages next to the field; the typed text stays). Passwords can be shown.
 */
export function Field({ name, label, value, onInput, kind = 'email', maxlength, error, hint, placeholder }: FieldProps) {
  const t = useT()
  const say = useSay()
  const [visible, setVisible] = useState(false)
  const secret = kind === 'password' && !visible
  return (
    <View className={`email-field email-field--${name}${error ? ' email-field--invalid' : ''}`}>
      <Text className='email-field__label'>{label}</Text>
      <View className='email-field__row'>
        <Input
          className='email-field__input'
          type={kind === 'code' ? 'number' : 'text'}
          password={secret}
          maxlength={maxlength ?? -1}
          placeholder={placeholder ?? (kind === 'email' ? t('email.placeholders.email') : '')}
          aria-label={label}
          aria-invalid={Boolean(error)}
          value={value}
          onInput={(event) => onInput(event.detail.value)}
        />
        {kind === 'password' && (
          <View className='email-field__toggle' role='button' onClick={() => setVisible((shown) => !shown)}>
            <Text>{t(visible ? 'email.actions.hide' : 'email.actions.show')}</Text>
          </View>
        )}
      </View>
      {error && (
        <View className='email-field__error' role='alert'>
          <Text>{say(error)}</Text>
        </View>
      )}
      {hint && <Text className='email-field__hint'>{hint}</Text>}
    </View>
  )
}
