import { atom, type WritableAtom } from 'jotai'
import { parseMerchantId } from '@/domain/launch-query'
import { ENVIRONMENT } from '@/environment'
import { MERCHANT_KEY } from './keys'

export { MERCHANT_KEY }

/**
 * Which shop the app is. A mini-program is one shop per build (the build's), kept nowhere.
 * H5 serves several shops from one build: `merchant.h5.ts` beside this file (Taro's per-platform
 * file, chosen by the H5 build and by jest, which runs the H5 code).
 */
export const merchantIdAtom: WritableAtom<string, [string], void> = atom(ENVIRONMENT.merchantId)

export { parseMerchantId }

/** Makes a link of the app name the shop in force: a mini-program's links stay as they are (one shop per build). */
export const shopLinkAtom = atom(
  (_get) =>
    (link: string): string =>
      link,
)

export { PREVIEW_SRC, previewAtom } from './preview'
