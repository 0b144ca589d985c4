import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { platformStorage } from '@/platform/storage'

/** Where the logged-in user's id is kept; issue 5 adds the tokens beside it. */
export const USER_ID_KEY = 'bizUserId'

/** Spec section 4: logged in if a user id is stored. Read at launch, so a reopened app stays logged in. */
export const userIdAtom = atomWithStorage<string | null>(USER_ID_KEY, null, platformStorage<string | null>(), {
  getOnInit: true,
})
export const isLoggedInAtom = atom((get) => get(userIdAtom) !== null)

/** Items in the product cart, for the shop tab's badge. */
export const cartCountAtom = atom(0)
