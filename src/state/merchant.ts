import { atom } from 'jotai'
import { ENVIRONMENT } from '@/environment'

/** Which shop the app is: the build's, or `?merchantId=` on the address the app was opened with. */
export const merchantIdAtom = atom(ENVIRONMENT.merchantId)

export { parseMerchantId } from '@/domain/launch-query'

/** Backend preview (`?src=preview`): every request is marked so (spec section 6). */
export const previewAtom = atom(false)

export const PREVIEW_SRC = 'preview'
