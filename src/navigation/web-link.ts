import { siteUrl } from '@/domain/order'
import { webLinkOrigin } from '@/domain/web-domain'
import { ENVIRONMENT } from '@/environment'
import { webOrigin } from '@/platform/env'
import { findPageByPath, type PageName } from '@/routes'
import { targetUrl } from './navigate'
import type { RawParams } from './resolve'

/** The origin links built for the web start with (domain/web-domain: merchantDomainWeb, else the page's). */
export function linkOrigin(): string | undefined {
  return webLinkOrigin(ENVIRONMENT.merchantDomainWeb, webOrigin())
}

/**
 * A page's address to share or copy: the web address under the shop's domain (or this page's
 * origin) when there is one, else the page's path on this platform. Callers add the shop
 * (`shopLinkAtom`).
 */
export function webLink(name: PageName, params: RawParams = {}): string {
  const origin = linkOrigin()
  return origin ? siteUrl(origin, targetUrl(name, params, true)) : targetUrl(name, params)
}

/** A web path (`/content/SH1001`) under the link origin, or the path itself without one. */
export function webLinkOfPath(path: string): string {
  const origin = linkOrigin()
  return origin ? siteUrl(origin, path) : path
}

/**
 * A page path with its query (`/package-show/pages/show-detail/show-detail?showId=1`, what share
 * content carries) as a web link: the page's web address under the link origin.
 */
export function webLinkOfPagePath(pagePath: string): string {
  const [path = '', query = ''] = pagePath.split('?')
  const name = findPageByPath(path)
  if (!name) return webLinkOfPath(pagePath)
  return webLink(name, Object.fromEntries(new URLSearchParams(query)))
}
