import { feedback } from '@/components/feedback'
import { linkTarget, type JumpDetails } from '@/domain/home-layout'
import { TOAST_DURATION_MS } from '@/http'
import { openPage } from '@/navigation/navigate'
import { platform } from '@/platform'
import { PAGES, PAGE_NAMES, pagePath, type PageName } from '@/routes'

const ROUTES = PAGE_NAMES.map((name) => ({ name, web: PAGES[name].web as readonly string[] }))

/**
 * Follows a banner's or a category's link: an app page through `openPage` (login guard, show-group
 * ids), another mini-program through the platform adapter, a web address in the web-view page
 * (which checks its host). A link that goes nowhere does nothing; a failed jump says so.
 */
export async function openLink(
  link: { readonly navigateUrl?: string | null; readonly jumpDetails?: JumpDetails | null },
  failed: string,
): Promise<void> {
  const target = linkTarget(link, ROUTES, (name) => pagePath(name as PageName))
  try {
    if (target.kind === 'page') await openPage(target.page as PageName, target.params)
    else if (target.kind === 'miniProgram') await platform.openMiniProgram({ appId: target.appId, path: target.path })
    else if (target.kind === 'web') await openPage('webView', { url: target.url })
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : failed
    feedback.presenter.toast({ text: message }, TOAST_DURATION_MS)
  }
}
