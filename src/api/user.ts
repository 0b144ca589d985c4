/** User and auth endpoints (spec section 7, User and auth). */
import { request } from '@/http'

export interface Tokens {
  readonly accessToken: string
  readonly refreshToken: string
  readonly bizUserId?: string
}

/** POST refresh_token: new tokens for a refresh token (spec section 8, 15012010). */
export function refreshTokens(refreshToken: string): Promise<Tokens> {
  return request<Tokens>({
    method: 'POST',
    service: 'user',
    path: '/pub/v3/refresh_token',
    data: { refreshToken },
    importance: 'critical',
    silent: true,
  })
}
