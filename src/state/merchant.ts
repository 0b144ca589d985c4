import { atom } from 'jotai'
import { ENVIRONMENT } from '@/environment'

/** Merchant ids are digits (the gateway's rule); anything else in a query is ignored. */
const MERCHANT_ID = /^\d{1,20}$/

/** Which shop the app is: the build's, or `?merchantId=` on the address the app was opened with. */
export const merchantIdAtom = atom(ENVIRONMENT.merchantId)

export function parseMerchantId(value: string | undefined): string | undefined {
  return value && MERCHANT_ID.test(value) ? value : undefined
}

/** Backend preview (`?src=preview`): every request is marked so (spec section 6). */
export const previewAtom = atom(false)

export const PREVIEW_SRC = 'preview'
