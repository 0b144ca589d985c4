/**
 * The captcha switch of a show (spec section 3, captchaSwitch: start/end times, types): during its
 * window, buying needs a slide or an image captcha first; the token it yields is good only while
 * its expiry is ahead (spec section 5).
 */

export interface CaptchaSwitch {
  /** Epoch ms: the window opens (inclusive). */
  readonly startTime: number
  /** Epoch ms: the window closes (exclusive). */
  readonly endTime: number
  /** The gateway's captcha types, preferred first: SLIDER, CLICK_WORDS, IMAGE... */
  readonly types: readonly string[]
  /** The gateway's view of the window when it answered (the app measures it itself, against now). */
  readonly open?: boolean
}

export type CaptchaKind = 'slide' | 'image'

/** The gateway's type names for a slide captcha; every other type is answered with an image captcha. */
export const SLIDE_CAPTCHA_TYPES: readonly string[] = ['SLIDER', 'SLIDE']

/** Whether `now` is inside the window: from startTime (inclusive) to endTime (exclusive). */
export function isCaptchaWindowOpen(captcha: CaptchaSwitch | null | undefined, now: number): boolean {
  return !!captcha && captcha.startTime <= now && now < captcha.endTime
}

/**
 * The captcha buying needs now: none outside the window; inside it, a slide captcha when the
 * first type listed is a slide one, else an image captcha (also when no type is listed).
 */
export function requiredCaptcha(captcha: CaptchaSwitch | null | undefined, now: number): CaptchaKind | undefined {
  if (!captcha || !isCaptchaWindowOpen(captcha, now)) return undefined
  const first = captcha.types[0]?.toUpperCase()
  return first && SLIDE_CAPTCHA_TYPES.includes(first) ? 'slide' : 'image'
}

export interface CaptchaToken {
  readonly token: string
  /** Epoch ms after which the gateway refuses the token. */
  readonly expireTime: number
}

/** Spec section 5: a captcha token is valid only while its expiry is ahead (at the expiry: no longer). */
export function isCaptchaTokenValid(token: CaptchaToken | null | undefined, now: number): token is CaptchaToken {
  return !!token && !!token.token && token.expireTime > now
}

/**
 * What buying needs before it goes on: nothing (no captcha now, or a valid token in hand), or a
 * captcha of a kind to solve first.
 */
export function captchaStep(
  captcha: CaptchaSwitch | null | undefined,
  token: CaptchaToken | null | undefined,
  now: number,
): { readonly ask: false; readonly token?: string } | { readonly ask: true; readonly kind: CaptchaKind } {
  const kind = requiredCaptcha(captcha, now)
  if (!kind) return { ask: false }
  if (isCaptchaTokenValid(token, now)) return { ask: false, token: token.token }
  return { ask: true, kind }
}
