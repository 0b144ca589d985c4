import { atom } from 'jotai'
import type { CaptchaToken } from '@/domain/purchase/captcha'

/**
 * The purchase captcha tokens solved in this visit, by show (spec section 3, captchaSwitch): the
 * show page's buy button solves one, confirm order sends it with create order (and asks for a new
 * one when it has expired or the gateway refuses it). Not kept across launches: a token lasts
 * minutes.
 */
export const captchaTokensAtom = atom<Readonly<Record<string, CaptchaToken>>>({})
