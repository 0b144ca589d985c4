/**
 * The answer codes of spec section 8 (`statusCode` of the envelope), one list for both tiers: the
 * gateway answers with them, the app reacts to them (src/http/error-codes.ts keys its reaction
 * table by them). Plain TypeScript, no TypeBox: the app imports these VALUES from
 * `@showtix/contract/codes`. Codes the spec names get its number; the rest follow its style.
 */
export const CODES = {
  success: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  tooMany: 429,
  /** HTTP 469 and this code: the gateway is busy (a lock not had in time); the app shows 'ticket channel crowded' and retries. */
  busy: 469,
  // Session (spec section 8).
  notLogin: 15012007,
  loginExpire: 15012002,
  tokenException: 15012008,
  tokenExpire: 15012010,
  loginOtherDevice: 15012009,
  loginOut: 10002008,
  /** Spec section 8: the language does not match how the user logged in (two codes, one reaction). */
  loginLanguage: 22046007,
  loginLanguageOther: 22046008,
  // Account.
  captchaWrong: 15013001,
  verifyCodeWrong: 15013002,
  verifyCodeTooOften: 15013003,
  areaNotSupported: 15013004,
  passwordInvalid: 15013005,
  emailTaken: 15013006,
  emailNotActivated: 15013007,
  credentialsWrong: 15013008,
  // Orders (the spec names the messages, not the numbers).
  purchaseLimit: 22031001,
  noTickets: 22031002,
  waitlistFull: 22031003,
  realNameDuplicate: 22031004,
  notBuyable: 22031005,
  orderState: 22031006,
  riskTokenInvalid: 22031007,
  memberDiscountWrong: 12501099,
  memberDiscountChange: 22037057,
  promotionDiscountWrong: 22037056,
  /** Spec section 8: go back to booking (two codes, one reaction). */
  backToBooking: 'RE110028217778',
  backToBookingOther: 'RE110028217763',
  // Tickets (the gate check, issue 20).
  /** Not an entry code of this gateway, or its MAC does not match (a forged or revoked code). */
  gateCodeInvalid: 22041001,
  /** A rotating code older than the previous step (a screenshot), or from the future. */
  gateCodeExpired: 22041002,
  /** The ticket cannot enter: already used, refunded, or its session is over. */
  ticketNotUsable: 22041003,
  // Transfer (issue 22; spec s8 names the messages, not the numbers).
  /** The ticket cannot be sent (D8: not valid, already in a transfer, received, within 2 h of the start). */
  transferRefused: 22042001,
  /** 'Received failure': this account may not accept (the sender, or not the phone the sender chose). */
  transferReceiveFailed: 22042002,
  /** 'The acceptance time exceeded'. */
  transferExpired: 22042003,
  /** 'Transfer cancelled by the transferor'. */
  transferCancelled: 22042004,
  /** 'No ticket for acceptance': an unknown code, or one accepted already. */
  transferNoTicket: 22042005,
  /** ticket-bind-audience: this ticket takes no attendee from its receiver (not received, not real-name, not valid, bound already). */
  transferBindRefused: 22042006,
  /** Real-name supplement: the show's identityLimitTime has passed (s4 L65). */
  realNameClosed: 22041004,
  /** Real-name supplement: the ticket has its holder already, or its show is not real-name. */
  realNameNotNeeded: 22041005,
  /** The identity check (sandbox) says the name does not belong to the ID number. */
  identityMismatch: 22041006,
  /** Bind by code: no ticket has this number and code, or the invitation link leads to none (D7 bindUnknown). */
  bindUnknown: 22041007,
  /** Bind by code: the ticket was taken into an account already (D7 bindTaken). */
  bindTaken: 22041008,
  // Scanned codes and the terminal jump (spec s7 L95; contract/src/pages/scan-codes.ts).
  /** No code has this CP_ID, or the page's target names nothing (a venue, car park or show unknown). */
  scanCodeUnknown: 22064021,
  /** The code, or what its target names, belongs to another shop. */
  scanCodeOtherShop: 22064022,
  /** The target lacks what its page needs (site-ticket a venue, parking a car park, purchase a show). */
  scanTargetInvalid: 22064023,
  // E-mail pre-login and binding on mini-programs (spec s5; docs/decisions/gateway-storage-accounts.md).
  /** Spec s5 'h5 not support': e-mail pre-login and binding are for mini-programs only. */
  emailH5NotSupported: 22064071,
  /** The address belongs to another account: log in with it instead, or bind another. */
  emailBoundElsewhere: 22064072,
  /** This account has another activated address already. */
  emailAlreadyBound: 22064073,
  // WeChat's JS-SDK share on WXH5 (spec s7 L94; docs/decisions/wechat-web-share.md).
  /** The shop has no WeChat account the gateway can sign for: the web copies the link instead. */
  weixinShareUnavailable: 22064081,
  // Shop.
  shopNotOpen: 'RE030326003101',
} as const

export type Code = (typeof CODES)[keyof typeof CODES]
