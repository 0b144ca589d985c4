/**
 * Designated-user prices (issue 24, D39; spec s6 and s7 sessions_static_data/{privilegeId}): a
 * privilege code exchanged for its token, and the privilege's sessions read with it (the request
 * layer sends the token as `privilege-token` for the privilegeId it names).
 */
import type { PrivilegeSessions, PrivilegeToken } from '@showtix/contract'
import { request } from '@/http'
import { privileged, show } from './paths'

export type { PrivilegeSessions, PrivilegeToken }

/** POST privileges/exchange: the code for a token (refusals say why: 22031171 unknown, 22031172 closed). */
export function exchangePrivilegeCode(privilegeCode: string): Promise<PrivilegeToken> {
  return request<PrivilegeToken>({
    method: 'POST',
    service: 'show',
    path: '/buyer/v3/privileges/exchange',
    data: { privilegeCode },
    silent: true,
  })
}

/** GET sessions_static_data/{privilegeId}: the privilege's sessions and designated prices (its token sent). */
export function fetchPrivilegeSessions(showId: string, privilegeId: string): Promise<PrivilegeSessions> {
  return request<PrivilegeSessions>({
    service: 'show',
    path: privileged(`${show(showId)}/sessions_static_data`, privilegeId),
    privilegeId,
    silent: true,
  })
}
