import { createContext, useContext } from 'react'

/** What a field tells its control: the ids and state that tie the control to its label and message. */
export interface FieldTie {
  /** The field's label, said as the control's name (aria-label). */
  readonly label: string
  readonly labelId: string
  readonly controlId: string
  /** The message's id when there is one, else the hint's; undefined when neither shows. */
  readonly describedBy: string | undefined
  readonly invalid: boolean
  readonly required: boolean
}

export const FieldTieContext = createContext<FieldTie | null>(null)

/** The tie of the field around this control (none outside a FormField). */
export function useFieldTie(): FieldTie | null {
  return useContext(FieldTieContext)
}
