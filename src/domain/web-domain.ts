/**
 * Environment `merchantDomainWeb` (spec s3): the shop's own web domain. Links built for the web
 * (shared and copied addresses) start with it when the build names one, on every platform (a link
 * copied in a mini-program then opens the shop's site); else with the page's own origin (H5);
 * else there is no origin and the link is the page path.
 */

/** 'shop.example.com' or 'https://shop.example.com/' -> 'https://shop.example.com'; '' or a bad value -> undefined. */
export function domainOrigin(domain: string | null | undefined): string | undefined {
  const text = (domain ?? '').trim().replace(/\/+$/, '')
  if (!text) return undefined
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`
  return /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(withScheme) ? withScheme : undefined
}

/** The origin web links start with: the shop's domain, else the page's origin, else none. */
export function webLinkOrigin(merchantDomainWeb: string | null | undefined, pageOrigin: string | undefined): string | undefined {
  return domainOrigin(merchantDomainWeb) ?? pageOrigin
}
