/**
 * How an attendee's document number is shown wherever the gateway answers it masked (attendee
 * lists, tickets, pre-filled booking info): enough to recognise, not to copy. One rule per
 * document type, kept here only; every length is handled (a short, odd or legacy number never
 * throws, and at least half of it, never less than one character, stays hidden).
 */

/** How many characters stay visible at each end of a document number. */
interface Visible {
  readonly head: number
  readonly tail: number
}

/**
 * The visible ends per document type:
 * - ID_CARD (mainland, 18): 110***********1234
 * - PASSPORT (5-20 letters and digits): MA*****67
 * - HK_MACAU_PERMIT (H/M and 8 or 10 digits): H******78, M********90
 * - TAIWAN_PERMIT (8 digits, or 10 characters): 12****78
 * - MACAU_ID_CARD (Macau resident ID, 8 digits, also written 1234567(8)): 1****678, 1******(8)
 */
export const ID_MASK_RULES: Readonly<Record<string, Visible>> = {
  ID_CARD: { head: 3, tail: 4 },
  PASSPORT: { head: 2, tail: 2 },
  HK_MACAU_PERMIT: { head: 1, tail: 2 },
  TAIWAN_PERMIT: { head: 2, tail: 2 },
  MACAU_ID_CARD: { head: 1, tail: 3 },
}

/** A document type this table does not know keeps one character at each end. */
const UNKNOWN_TYPE_RULE: Visible = { head: 1, tail: 1 }

const MASK = '*'

/** The document number with its middle hidden by the rule of its type; null stays null. */
export function maskIdNumber(idType: string | null | undefined, idNo: string): string
export function maskIdNumber(idType: string | null | undefined, idNo: string | null | undefined): string | null
export function maskIdNumber(idType: string | null | undefined, idNo: string | null | undefined): string | null {
  if (!idNo) return idNo === '' ? '' : null
  const rule = (idType ? ID_MASK_RULES[idType] : undefined) ?? UNKNOWN_TYPE_RULE
  const hidden = Math.max(1, Math.ceil(idNo.length / 2))
  let { head, tail } = rule
  // A number too short for its rule gives up visible characters, the tail's first.
  while (head + tail > idNo.length - hidden) {
    if (tail >= head && tail > 0) tail -= 1
    else head -= 1
  }
  return `${idNo.slice(0, head)}${MASK.repeat(idNo.length - head - tail)}${tail > 0 ? idNo.slice(-tail) : ''}`
}
