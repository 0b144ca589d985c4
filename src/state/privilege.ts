import { isPrivilegeTokens, type PrivilegeTokens } from '@/domain/privilege'
import { PRIVILEGE_TOKENS_KEY } from './keys'
import { persistedAtom } from './persisted'

/**
 * D39: the privilege tokens the buyer exchanged codes for, per privilegeId, kept across a
 * payment's return (H5 reloads) and cleared on logout (session.ts).
 */
export const privilegeTokensAtom = persistedAtom<PrivilegeTokens>(PRIVILEGE_TOKENS_KEY, {}, isPrivilegeTokens)
