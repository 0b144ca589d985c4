import { useCallback, useState } from 'react'
import type { EmailField, FieldErrors } from '@/domain/email-account'
import type { Failure, FormMessage } from './failure'
import '@/i18n/locales/email'

export type FieldMessages = Partial<Record<EmailField, FormMessage>>

/**
 * A form's messages: one beside each wrong field, and one under the button for what belongs to
 * no field. Typing in a field clears its own message only; nothing typed is ever cleared.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldMessages>({})
  const [general, setGeneral] = useState<FormMessage | null>(null)

  /** Shows the domain's verdict (keys under `email.errors`); true when the form may be sent. */
  const check = useCallback((found: FieldErrors): boolean => {
    const messages: FieldMessages = {}
    for (const [field, key] of Object.entries(found) as Array<[EmailField, string]>)
      messages[field] = { key: `email.errors.${key}` }
    setErrors(messages)
    setGeneral(null)
    return Object.keys(messages).length === 0
  }, [])

  const clear = useCallback((field: EmailField) => {
    setErrors((current) => {
      if (!(field in current)) return current
      const next = { ...current }
      delete next[field]
      return next
    })
    setGeneral(null)
  }, [])

  const fail = useCallback((failure: Failure) => {
    const { field } = failure
    if (field) setErrors((current) => ({ ...current, [field]: failure.message }))
    else setGeneral(failure.message)
  }, [])

  return { errors, general, check, clear, fail }
}

/** A form's messages and what changes them (`useFormErrors`). */
export type FormErrors = ReturnType<typeof useFormErrors>
