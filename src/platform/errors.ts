/**
 * The platform layer's errors: each carries a locale key (under "platform"), so the UI can show
 * it in the user's language with `error.text(t)`; `message` is the text in i18n's current language.
 */
import { i18n, type TFunction } from '@/i18n'
import { UNSUPPORTED_KEYS, type Capability } from './capabilities'
import { MESSAGES } from './constants'

export type MessageParams = Readonly<Record<string, string | number>>

export class PlatformError extends Error {
  override readonly name: string = 'PlatformError'
  /** The locale key of the message. */
  readonly key: string
  readonly params: MessageParams
  /** What the platform answered, for logs. */
  readonly detail: unknown

  constructor(key: string, options: { params?: MessageParams; cause?: unknown; message?: string } = {}) {
    const params = options.params ?? {}
    super(options.message ?? i18n.t(key, params))
    this.key = key
    this.params = params
    this.detail = options.cause
  }

  /** The message in the language of `t` (the UI's). */
  text(t: TFunction): string {
    return t(this.key, this.params)
  }
}

/** A capability this platform type lacks (capabilities.ts): its own message, e.g. 'h5 not support'. */
export class UnsupportedError extends PlatformError {
  override readonly name = 'UnsupportedError'
  readonly capability: Capability

  constructor(capability: Capability) {
    super(UNSUPPORTED_KEYS[capability])
    this.capability = capability
  }
}

/**
 * A payment that did not complete (spec section 8: payment errors carry orderId and statusCode;
 * a cancelled payment has an empty message).
 */
export class PaymentError extends PlatformError {
  override readonly name = 'PaymentError'
  readonly cancelled: boolean
  readonly orderId: string | undefined
  /** The provider's own code (Alipay resultCode, Douyin code, WeChat errMsg), when it gave one. */
  readonly statusCode: string | number | undefined

  constructor(
    key: string,
    options: {
      cancelled?: boolean
      orderId?: string | undefined
      statusCode?: string | number | undefined
      cause?: unknown
    } = {},
  ) {
    const cancelled = options.cancelled ?? false
    super(key, { cause: options.cause, ...(cancelled ? { message: '' } : {}) })
    this.cancelled = cancelled
    this.orderId = options.orderId
    this.statusCode = options.statusCode
  }

  /** Nothing to show for a cancelled payment (spec section 8). */
  override text(t: TFunction): string {
    return this.cancelled ? '' : super.text(t)
  }

  static cancelled(orderId: string | undefined, statusCode?: string | number, cause?: unknown): PaymentError {
    return new PaymentError(MESSAGES.payCancelled, { cancelled: true, orderId, statusCode, cause })
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError
}
