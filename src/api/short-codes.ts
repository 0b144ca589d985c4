/**
 * Short codes (issue 22; spec s7 "POST wxapps short_codes/generate_code; GET short_codes/code/{id};
 * GET wxa_codes/code_params/{id}"): a poster keeps its page and parameters under a short id, and a
 * scanned code's id is resolved to the page it opens. Public routes. Types from the contract.
 */
import type { ShortCode, ShortCodeBody } from '@showtix/contract'
import type { ShortCodeSource } from '@/domain/short-code'
import { request } from '@/http'

export type { ShortCode } from '@showtix/contract'

/** POST wxapps/short_codes/generate_code: the same page and parameters always get the same id. */
export function generateShortCode(body: ShortCodeBody): Promise<ShortCode> {
  return request<ShortCode>({
    service: 'home',
    path: '/pub/v3/wxapps/short_codes/generate_code',
    method: 'POST',
    data: body,
    silent: true,
  })
}

/** The page a scanned id opens: a link's id by short_codes/code, a mini-program code's by wxa_codes/code_params. */
export function resolveShortCode(id: string, source: ShortCodeSource): Promise<ShortCode> {
  const base = source === 'scene' ? '/pub/v3/wxa_codes/code_params' : '/pub/v3/short_codes/code'
  return request<ShortCode>({ service: 'home', path: `${base}/${encodeURIComponent(id)}`, silent: true })
}
