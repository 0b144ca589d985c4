/**
 * Open shows (issue 26, decision D24; docs/decisions/services.md): the merchant's registration
 * fields and the one check both tiers run on the answers (the form before it goes on, the gateway
 * at its edge), and the places a session has left.
 */

/** The kinds of field a merchant can ask for (D24: name, phone, e-mail, ID, custom fields). */
export const OPEN_SHOW_FIELD_TYPES = ['NAME', 'PHONE', 'EMAIL', 'ID_NO', 'TEXT', 'SELECT'] as const
export type OpenShowFieldType = (typeof OPEN_SHOW_FIELD_TYPES)[number]

/** A field of a registration or entrance form, as the gateway sends it (label in the reader's language). */
export interface OpenShowFieldRule {
  readonly key: string
  readonly type: OpenShowFieldType
  readonly required: boolean
  /** SELECT: the values that may be chosen. */
  readonly options?: readonly { readonly value: string }[]
}

/** The longest answer any field takes. */
export const OPEN_SHOW_ANSWER_MAX = 100
/** A phone of any area: digits, an optional leading plus and area code (5-15 digits in all). */
const PHONE = /^\+?\d{5,15}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** An identity document number: a mainland ID, a Macau BIR, a passport: letters, digits, brackets. */
const ID_NO = /^[A-Za-z0-9()]{6,20}$/

export type OpenShowAnswerProblem = 'required' | 'format' | 'tooLong' | 'unknown'

export interface OpenShowAnswerError {
  readonly key: string
  readonly problem: OpenShowAnswerProblem
}

const FORMATS: Partial<Record<OpenShowFieldType, RegExp>> = { PHONE, EMAIL, ID_NO }

/** The problem of one answer, or null when it is fine (an empty optional answer is fine). */
export function openShowAnswerProblem(field: OpenShowFieldRule, raw: string | undefined): OpenShowAnswerProblem | null {
  const value = (raw ?? '').trim()
  if (value === '') return field.required ? 'required' : null
  if (value.length > OPEN_SHOW_ANSWER_MAX) return 'tooLong'
  if (field.type === 'SELECT') return field.options?.some((option) => option.value === value) ? null : 'format'
  const format = FORMATS[field.type]
  return format && !format.test(value) ? 'format' : null
}

/** Every problem of a form's answers, in the fields' order; an answer to no field is 'unknown'. */
export function openShowAnswerErrors(
  fields: readonly OpenShowFieldRule[],
  answers: Readonly<Record<string, string>>,
): OpenShowAnswerError[] {
  const errors: OpenShowAnswerError[] = []
  for (const field of fields) {
    const problem = openShowAnswerProblem(field, answers[field.key])
    if (problem) errors.push({ key: field.key, problem })
  }
  const known = new Set(fields.map((field) => field.key))
  for (const key of Object.keys(answers)) if (!known.has(key)) errors.push({ key, problem: 'unknown' })
  return errors
}

/** The answers as kept: trimmed, empty optional ones left out. */
export function cleanOpenShowAnswers(
  fields: readonly OpenShowFieldRule[],
  answers: Readonly<Record<string, string>>,
): Record<string, string> {
  const clean: Record<string, string> = {}
  for (const field of fields) {
    const value = (answers[field.key] ?? '').trim()
    if (value !== '') clean[field.key] = value
  }
  return clean
}

/** Places a session has left (never below 0: a merchant may lower a capacity under what is taken). */
export function openShowPlacesLeft(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken)
}
