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

/** At most this many characters of an ID number stay visible at each end. */
const ID_VISIBLE_START = 3
const ID_VISIBLE_END = 4

/**
 * 110101199001011234 -> 110***********1234: an ID number on a ticket shows its first 3 and last 4
 * characters; a short one keeps only its first and last; one already masked (by the gateway,
 * with '*') is shown as it is.
 */
export function maskIdNumber(idNo: string | null | undefined): string {
  if (!idNo) return ''
  if (idNo.includes('*')) return idNo
  if (idNo.length <= ID_VISIBLE_START + ID_VISIBLE_END) {
    return idNo.length <= 2 ? '*'.repeat(idNo.length) : `${idNo[0]}${'*'.repeat(idNo.length - 2)}${idNo[idNo.length - 1]}`
  }
  return `${idNo.slice(0, ID_VISIBLE_START)}${'*'.repeat(idNo.length - ID_VISIBLE_START - ID_VISIBLE_END)}${idNo.slice(-ID_VISIBLE_END)}`
}
