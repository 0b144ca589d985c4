/** Profile and account-security endpoints (spec section 7, User and auth; upload). */
import type { CancellationCheck, ChangePasswordBody, Profile, ProfileChange, UploadAuth, UploadType } from '@showtix/contract'
import { CODES } from '@showtix/contract/codes'
import { objectUrl, uploadUrl } from '@/domain/profile'
import { ENVIRONMENT } from '@/environment'
import { request } from '@/http'
import type { ChosenImage } from '@/platform'
import { uploadFile } from '@/platform/upload'

/** The gateway's answers the account pages react to. */
export const PROFILE_CODES = {
  credentialsWrong: CODES.credentialsWrong,
  passwordInvalid: CODES.passwordInvalid,
  orderState: CODES.orderState,
} as const

export type { CancellationCheck, ProfileChange, UploadAuth, UploadType }
/** The logged-in user as the profile pages read it (GET / PUT buyer/v3/profile). */
export type ProfileDetail = Profile

/** GET buyer/v3/profile, for pages that show their own error. */
export function fetchProfileDetail(): Promise<ProfileDetail> {
  return request<ProfileDetail>({ service: 'user', path: '/buyer/v3/profile', importance: 'high', silent: true })
}

/** PUT buyer/v3/profile: nickname (required), gender, avatar, birthday (once). Answers the profile. */
export function updateProfile(change: ProfileChange): Promise<ProfileDetail> {
  return request<ProfileDetail>({ method: 'PUT', service: 'user', path: '/buyer/v3/profile', data: { ...change }, silent: true })
}

/** GET oss/upload/auth: a signature for one file (spec section 7: by uploadType and merchantId). */
export function fetchUploadAuth(uploadType: UploadType, merchantId?: string): Promise<UploadAuth> {
  return request<UploadAuth>({
    service: 'user',
    path: '/buyer/v3/oss/upload/auth',
    data: { uploadType, ...(merchantId ? { merchantId } : {}) },
    silent: true,
  })
}

/** The store's fields: the signature's, under the names buckets read. */
function formFields(auth: UploadAuth): Record<string, string> {
  const fields: Record<string, string> = { key: auth.key }
  if (auth.policy) fields.policy = auth.policy
  if (auth.signature) fields.signature = auth.signature
  if (auth.algorithm) fields['x-algorithm'] = auth.algorithm
  if (auth.credential) fields['x-credential'] = auth.credential
  if (auth.date) fields['x-date'] = auth.date
  if (auth.token) fields['x-security-token'] = auth.token
  fields.success_action_status = '200'
  return fields
}

/**
 * Uploads a chosen image: the signature first, then the file to the answered host. Resolves to
 * the image's web address; rejects when either step fails (the caller says 'Fail to upload').
 */
export async function uploadImage(image: ChosenImage, uploadType: UploadType = 'AVATAR', merchantId?: string): Promise<string> {
  const auth = await fetchUploadAuth(uploadType, merchantId)
  const host = uploadUrl(auth.host, ENVIRONMENT.gatewayHost)
  const response = await uploadFile({ url: host, filePath: image.path, formData: formFields(auth) })
  if (response.statusCode < 200 || response.statusCode >= 300) throw new Error(`upload: HTTP ${response.statusCode}`)
  let answer: { statusCode?: unknown; data?: { url?: unknown } | null } | undefined
  try {
    answer = JSON.parse(response.data) as typeof answer
  } catch {
    answer = undefined
  }
  if (answer && answer.statusCode !== undefined && Number(answer.statusCode) !== 200) throw new Error('upload: refused')
  const url = answer?.data?.url
  return typeof url === 'string' && url ? url : objectUrl(host, auth.key)
}

/** POST buyer/v3/password/change: the current and the new password (other sessions end). */
export function changePassword(input: Readonly<ChangePasswordBody>): Promise<unknown> {
  return request({ method: 'POST', service: 'user', path: '/buyer/v3/password/change', data: { ...input }, silent: true })
}

/** GET account/cancellation_check: can the account be cancelled now (no unfinished order)? */
export function fetchCancellationCheck(): Promise<CancellationCheck> {
  return request<CancellationCheck>({ service: 'user', path: '/buyer/v3/account/cancellation_check', silent: true })
}

/** POST account/cancel: cancels the account; refused while any order is unfinished. */
export function cancelAccount(): Promise<unknown> {
  return request({ method: 'POST', service: 'user', path: '/buyer/v3/account/cancel', data: { confirm: true }, silent: true })
}
