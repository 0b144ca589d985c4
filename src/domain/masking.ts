/** How personal data is shown in lists and on profiles: enough to recognise, not to copy. */

/** At least this many digits before a phone number is masked; shorter ones are shown as they are. */
const PHONE_MASK_MIN_LENGTH = 7

/** 13800138000 -> 138****8000 (the middle hidden, as on every ticketing app). */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return ''
  return phone.length >= PHONE_MASK_MIN_LENGTH ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone
}

/** a.person@example.com -> a*****n@example.com; short names keep their first character. */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return ''
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  const name = email.slice(0, at)
  const hidden =
    name.length <= 2 ? `${name[0]}*` : `${name[0]}${'*'.repeat(Math.min(name.length - 2, 5))}${name[name.length - 1]}`
  return `${hidden}${email.slice(at)}`
}
