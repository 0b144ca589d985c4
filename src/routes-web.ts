import { PAGE_NAMES, PAGES, pagePath } from './routes'

/**
 * H5 `router.customRoutes`, derived from the route table: each page's own path mapped to its
 * web paths, in the table's order (the first is what `navigateTo` produces). A web path equal
 * to the page's own path needs no alias.
 */
export function h5CustomRoutes(): Record<string, string[]> {
  const routes: Record<string, string[]> = {}
  for (const name of PAGE_NAMES) {
    const own = `/${pagePath(name)}`
    const aliases = PAGES[name].web.filter((web) => web !== own)
    if (aliases.length > 0) routes[own] = [...aliases]
  }
  return routes
}
