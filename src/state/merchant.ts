import { atom, type WritableAtom } from 'jotai'
import { parseMerchantId, withShop } from '@/domain/launch-query'
import { ENVIRONMENT } from '@/environment'
import { isH5 } from '@/platform/env'
import { MERCHANT_KEY } from './keys'
import { persistedAtom } from './persisted'

export { MERCHANT_KEY }

const isMerchantId = (value: unknown): value is string => typeof value === 'string' && parseMerchantId(value) === value

/**
 * Which shop the app is. A mini-program is one shop per build (the build's). H5 serves several
 * shops from one build: the shop a link names (`?merchantId=`), kept across reloads, payment
 * returns and logins (the boot script reads the same key, src/boot), else the build's.
 */
export const merchantIdAtom: WritableAtom<string, [string], void> = isH5
  ? persistedAtom<string>(MERCHANT_KEY, ENVIRONMENT.merchantId, isMerchantId)
  : atom(ENVIRONMENT.merchantId)

export { parseMerchantId }

/**
 * Makes a link of the app name the shop in force (H5: `merchantId`, domain/launch-query withShop);
 * a mini-program's links stay as they are (one shop per build).
 */
export const shopLinkAtom = atom((get) => {
  const merchantId = get(merchantIdAtom)
  return (link: string): string => (isH5 ? withShop(link, merchantId) : link)
})

/** Backend preview (`?src=preview`): every request is marked so (spec section 6). */
export const previewAtom = atom(false)

export const PREVIEW_SRC = 'preview'
