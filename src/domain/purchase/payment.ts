/**
 * The cashier (spec section 4): one option pays directly, several show the list; the default
 * choice is the option marked checked, else the one matching this platform's payment product,
 * else the one used last (remembered locally), else the first.
 */

export interface PaymentOptionLike {
  readonly paymentProduct: string
  readonly isCheck?: boolean | null
}

export type DefaultReason = 'checked' | 'platform' | 'lastUsed' | 'first'

export interface DefaultChoice<T> {
  readonly option: T
  readonly reason: DefaultReason
}

export function defaultPaymentOption<T extends PaymentOptionLike>(
  options: readonly T[],
  platformProduct: string | null | undefined,
  lastUsedProduct: string | null | undefined,
): DefaultChoice<T> | undefined {
  const checked = options.find((option) => option.isCheck)
  if (checked) return { option: checked, reason: 'checked' }
  const platform = platformProduct ? options.find((option) => option.paymentProduct === platformProduct) : undefined
  if (platform) return { option: platform, reason: 'platform' }
  const last = lastUsedProduct ? options.find((option) => option.paymentProduct === lastUsedProduct) : undefined
  if (last) return { option: last, reason: 'lastUsed' }
  const first = options[0]
  return first ? { option: first, reason: 'first' } : undefined
}

export type CashierMode = 'none' | 'direct' | 'list'

/** No option: nothing to pay with; exactly one: pay with it directly; more: show the list. */
export function cashierMode(options: readonly PaymentOptionLike[]): CashierMode {
  if (options.length === 0) return 'none'
  return options.length === 1 ? 'direct' : 'list'
}
