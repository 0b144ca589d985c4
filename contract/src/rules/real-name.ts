/**
 * Real-name supplement (spec s4 L65, spec-notes a17-a20, D9): a ticket of a real-name show
 * bought without its holder may be given one until the show's `identityLimitTime`; then the
 * supplement stops. A show without a deadline takes every holder at purchase.
 */

/** Whether a holder can still be added to a ticket of a show with this deadline (epoch ms). */
export function realNameSupplementOpen(identityLimitTime: number | null | undefined, now: number): boolean {
  return typeof identityLimitTime === 'number' && now < identityLimitTime
}

/**
 * The identity sandbox (a21, like the payment sandbox): it says a name does not belong to the
 * ID number when the name is this one, and that every other well-formed pair matches.
 */
export const IDENTITY_SANDBOX_MISMATCH_NAME = '测试不符'
