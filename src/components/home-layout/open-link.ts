import { feedback } from '@/components/feedback'
import { canFollow, hasLink, linkTarget, type JumpDetails } from '@/domain/home-layout'
import { TOAST_DURATION_MS } from '@/http'
import { openPage } from '@/navigation/navigate'
import { sayUnderDevelopment } from '@/navigation/under-development'
import { CAPABILITIES, platform } from '@/platform'
import { platformType } from '@/platform/env'
import { PAGES, PAGE_NAMES, pagePath, type PageName } from '@/routes'

const ROUTES = PAGE_NAMES.map((name) => ({ name, web: PAGES[name].web as readonly string[] }))

type Link = { readonly navigateUrl?: string | null; readonly jumpDetails?: JumpDetails | null }

/** Whether this link can be followed on this platform (domain/home-layout canFollow): banners that cannot are not shown. */
export function followable(link: Link): boolean {
  return canFollow(link, ROUTES, CAPABILITIES[platformType()].openMiniProgram, (name) => pagePath(name as PageName))
}

/** The app page a link opens, or undefined (another mini-program, a web address, nowhere). */
export function linkPage(link: Link): PageName | undefined {
  const target = linkTarget(link, ROUTES, (name) => pagePath(name as PageName))
  return target.kind === 'page' ? (target.page as PageName) : undefined
}

/**
 * Follows a banner's or a category's link: an app page through `openPage` (login guard, show-group
 * ids), another mini-program through the platform adapter, a web address in the web-view page
 * (which checks its host). A link to nowhere the app knows says the feature is under development
 * (spec section 8: the one shared `sayUnderDevelopment`); a failed jump says so.
 */
export async function openLink(link: Link, failed: string): Promise<void> {
  const target = linkTarget(link, ROUTES, (name) => pagePath(name as PageName))
  // A page the app lacks, or another mini-program where none can be opened: the spec's one message.
  const unreachable = target.kind === 'miniProgram' && !CAPABILITIES[platformType()].openMiniProgram
  if ((target.kind === 'none' && hasLink(link)) || unreachable) {
    sayUnderDevelopment()
    return
  }
  try {
    if (target.kind === 'page') await openPage(target.page as PageName, target.params)
    else if (target.kind === 'miniProgram') await platform.openMiniProgram({ appId: target.appId, path: target.path })
    else if (target.kind === 'web') await openPage('webView', { url: target.url })
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : failed
    feedback.presenter.toast({ text: message }, TOAST_DURATION_MS)
  }
}
