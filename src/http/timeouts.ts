/** Spec section 9: a call's default timeout. */
export const DEFAULT_TIMEOUT_MS = 5000
/** Spec section 9: create order and layouts get 10 s. */
export const CREATE_ORDER_TIMEOUT_MS = 10_000
export const LAYOUTS_TIMEOUT_MS = 10_000
/** Spec section 9: show dynamic data and shop configuration get 60 s. */
export const SHOW_DYNAMIC_TIMEOUT_MS = 60_000
export const SHOP_CONFIG_TIMEOUT_MS = 60_000

/** The calls with their own timeout, by path on the host (data: the first match wins). */
export const TIMEOUT_RULES: ReadonlyArray<{ readonly name: string; readonly path: RegExp; readonly timeout: number }> = [
  { name: 'create order', path: /\/orders\/create$/, timeout: CREATE_ORDER_TIMEOUT_MS },
  { name: 'layouts', path: /\/layouts$/, timeout: LAYOUTS_TIMEOUT_MS },
  { name: 'show dynamic', path: /\/show\/[^/]+\/dynamic$/, timeout: SHOW_DYNAMIC_TIMEOUT_MS },
  { name: 'show dynamic (older path)', path: /\/show_dynamic_data\/[^/]+$/, timeout: SHOW_DYNAMIC_TIMEOUT_MS },
  { name: 'shop config', path: /\/shops\/configs$/, timeout: SHOP_CONFIG_TIMEOUT_MS },
]

/** The timeout of a request: the caller's, else its path's rule, else the default. */
export function timeoutFor(path: string, override?: number): number {
  if (override !== undefined && override > 0) return override
  return TIMEOUT_RULES.find((rule) => rule.path.test(path))?.timeout ?? DEFAULT_TIMEOUT_MS
}
