import type { PageName } from '@/routes'
import type { RawParams } from './resolve'
import { useSharePage, type SharedThing } from './share'

/**
 * `useSharePage` as an element, for a page whose data is known only below an early return or
 * outside a component of its own: `<SharePage name='showDetail' params={{ showId }} thing={...} />`.
 */
export function SharePage({ name, params, thing }: { name: PageName; params: RawParams; thing: SharedThing | null | undefined }) {
  useSharePage(name, params, thing)
  return null
}
