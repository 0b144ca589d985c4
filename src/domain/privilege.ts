/**
 * Designated-user prices (D39; spec s6 "a privilege token is sent when privilegeId is in the
 * request"): the tokens the app holds per privilegeId, and which one a request may send.
 */

export interface HeldPrivilegeToken {
  readonly token: string
  /** Epoch ms: the gateway's expiry of the token. */
  readonly expiresAt: number
}

export type PrivilegeTokens = Readonly<Record<string, HeldPrivilegeToken>>

/** A stored map of tokens (anything else reads as none). */
export function isPrivilegeTokens(value: unknown): value is PrivilegeTokens {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.values(value).every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as HeldPrivilegeToken).token === 'string' &&
      typeof (entry as HeldPrivilegeToken).expiresAt === 'number',
  )
}

/** The token to send for `privilegeId` now: none once it has expired. */
export function privilegeTokenFor(tokens: PrivilegeTokens, privilegeId: string, now: number): string | undefined {
  const held = tokens[privilegeId]
  return held && held.expiresAt > now ? held.token : undefined
}

/** The map with `privilegeId`'s token set, the expired ones dropped. */
export function withPrivilegeToken(
  tokens: PrivilegeTokens,
  privilegeId: string,
  held: HeldPrivilegeToken,
  now: number,
): PrivilegeTokens {
  const kept = Object.fromEntries(Object.entries(tokens).filter(([, entry]) => entry.expiresAt > now))
  return { ...kept, [privilegeId]: held }
}

/** The map without `privilegeId` (a token the gateway refused). */
export function withoutPrivilegeToken(tokens: PrivilegeTokens, privilegeId: string): PrivilegeTokens {
  const { [privilegeId]: _dropped, ...rest } = tokens
  return rest
}
