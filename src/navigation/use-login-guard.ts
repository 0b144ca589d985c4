import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { PAGES, type PageName } from '@/routes'
import { isLoggedInAtom } from '@/state/session'
import { requireLogin } from './navigate'
import { usePageParams } from './use-page-params'

/**
 * Spec section 2: a page that needs login sends an anonymous user to login, then back. True while
 * the page must not show its content (the login page is on its way).
 */
export function useLoginGuard(name: PageName): boolean {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const params = usePageParams()
  const blocked = PAGES[name].login && !loggedIn
  useEffect(() => {
    if (blocked) void requireLogin(name, params)
  }, [blocked, name, params])
  return blocked
}
