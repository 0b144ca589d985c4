import { atom } from 'jotai'

/** Backend preview (`?src=preview`): every request is marked so (spec section 6). */
export const previewAtom = atom(false)

export const PREVIEW_SRC = 'preview'
