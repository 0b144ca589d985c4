/**
 * What the request layer needs from the rest of the app, given by the caller so `src/http`
 * does not import the app's state: the values every request carries, read fresh for each
 * request, and the session actions the error codes trigger.
 */
export interface HttpContext {
  /** Spec section 4: logged in if a user id is stored. */
  readonly loggedIn: boolean
  /** The `terminal-src` header (spec section 1's terminal source). */
  readonly terminalSrc: string
  /** The `src` parameter; the terminal source when absent. */
  readonly src?: string
  readonly merchantId?: string
  readonly channelId?: string
  readonly appId?: string
  /** The `ver` parameter: the app version. */
  readonly version?: string
  /** The `lang` parameter: zh-CN, zh-MO or en-US. */
  readonly lang?: string
  readonly accessToken?: string
  /** Sent as the `passId` header on pre-order and order creation. */
  readonly passId?: string
  /** The risk (fingerprint) token, sent on order paths. */
  readonly riskToken?: string
  /** Backend preview: every request carries `src=preview`. */
  readonly preview?: boolean
  /** The shop's status from its configuration (OPEN, ...), when loaded. */
  readonly shopStatus?: string
}

export interface HttpProvider {
  context(): HttpContext
  /** The `privilege-token` for a privilege, sent when the request names a privilegeId. */
  privilegeToken?(privilegeId: string): string | undefined
  /** Spec section 8, 15012010: new tokens from the refresh token; resolves false when it failed. */
  refreshToken(): Promise<boolean>
  /** Spec section 4: clears tokens, user ids, email, country code, risk token and cart badge. */
  logout(): void
}
