/**
 * H5's `merchant.ts` (Taro's per-platform file: the H5 build and jest take it; the mini-programs
 * and typecheck take merchant.ts). Each export has the type of its mini-program twin.
 */
import { atom } from 'jotai'
import { parseMerchantId, withShop } from '@/domain/launch-query'
import { ENVIRONMENT } from '@/environment'
import { MERCHANT_KEY } from './keys'
import type * as Mini from './merchant'
import { persistedAtom } from './persisted'

export { MERCHANT_KEY }

const isMerchantId = (value: unknown): value is string => typeof value === 'string' && parseMerchantId(value) === value

/**
 * Which shop the app is. H5 serves several shops from one build: the shop a link names
 * (`?merchantId=`), kept across reloads, payment returns and logins (the boot script reads the
 * same key, src/boot), else the build's.
 */
export const merchantIdAtom: typeof Mini.merchantIdAtom = persistedAtom<string>(
  MERCHANT_KEY,
  ENVIRONMENT.merchantId,
  isMerchantId,
)

export { parseMerchantId }

/** Makes a link of the app name the shop in force (`merchantId`, domain/launch-query withShop). */
export const shopLinkAtom: typeof Mini.shopLinkAtom = atom((get) => {
  const merchantId = get(merchantIdAtom)
  return (link: string): string => withShop(link, merchantId)
})

export { PREVIEW_SRC, previewAtom } from './preview'
