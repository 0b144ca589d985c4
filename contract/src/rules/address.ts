/**
 * The address-detail rule (spec section 5), one for both tiers. Spec section 5 asks for "at least
 * 6 Chinese characters"; its English copy says 12. One rule covers both, by the script of the TEXT
 * (not the language of the screen, so the same address is valid for every user and the gateway
 * checks it too): the detail is measured in units, a CJK character (Han, kana, hangul) is 2, any
 * other letter or digit 1, spaces and punctuation 0, and it needs 12 units. So 6 Chinese
 * characters pass and 5 do not; 12 Latin letters or digits pass and 11 do not; mixed text such as
 * 南京西路12号 (5 x 2 + 2) passes, as a street and number do in either script.
 */

/** The units a detail needs (spec section 5: 6 Chinese characters; its English copy: 12). */
export const DETAIL_MIN_UNITS = 12
/** A CJK character says about as much as two Latin letters. */
export const WIDE_CHARACTER_UNITS = 2
/** Any other letter or digit. */
export const NARROW_CHARACTER_UNITS = 1
/** The Chinese characters that alone are enough: 12 / 2 = 6 (the spec's number). */
export const DETAIL_MIN_WIDE_CHARACTERS = DETAIL_MIN_UNITS / WIDE_CHARACTER_UNITS
/** At most 100 characters of detail are kept. */
export const DETAIL_MAX_LENGTH = 100
/** At most 30 characters of recipient are kept. */
export const RECIPIENT_MAX_LENGTH = 30
/** At most 20 addresses per user. */
export const MAX_ADDRESSES = 20

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** The detail's length in units (see above): 2 per CJK character, 1 per other letter or digit. */
export function detailUnits(text: string): number {
  let units = 0
  for (const character of text) {
    if (WIDE.test(character)) units += WIDE_CHARACTER_UNITS
    else if (LETTER_OR_DIGIT.test(character)) units += NARROW_CHARACTER_UNITS
  }
  return units
}

/** Runs of white space become one space; the ends are trimmed (what the gateway stores). */
export function normaliseText(text: string): string {
  return text.trim().replace(/\s+/g, ' ')
}

export type DetailProblem = 'required' | 'tooShort' | 'tooLong'

/** What is wrong with a detail, or undefined when it is long enough. */
export function checkDetail(text: string): DetailProblem | undefined {
  const detail = normaliseText(text)
  if (!detail) return 'required'
  if ([...detail].length > DETAIL_MAX_LENGTH) return 'tooLong'
  if (detailUnits(detail) < DETAIL_MIN_UNITS) return 'tooShort'
  return undefined
}
