import { PAGE_NAMES, PAGES, pagePath } from './routes'

/**
 * H5 `router.customRoutes`, derived from the route table: each page's own path mapped to its
 * web paths, in the table's order (the first is what `navigateTo` produces). Taro stops routing
 * a page's own path once the page has aliases, so a page that lists its own path among its web
 * paths (`/pages/list/list`) keeps it as an alias; a page whose only web path is its own path
 * needs no entry.
 */
export function h5CustomRoutes(): Record<string, string[]> {
  const routes: Record<string, string[]> = {}
  for (const name of PAGE_NAMES) {
    const own = `/${pagePath(name)}`
    const web = PAGES[name].web
    if (web.some((path) => path !== own)) routes[own] = [...web]
  }
  return routes
}
