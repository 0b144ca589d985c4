// Page status, read from each page's own file: a page whose component is `notYetPage(...)` is
// "not-yet"; `redirectPage(...)` forwards and has its target's status; anything else is built.
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { loadRoutes, projectRoot } from './routes.mjs'

export async function pageStatuses() {
  const { PAGE_NAMES, PAGES, PACKAGES, pagePath } = await loadRoutes()
  const own = new Map()
  for (const name of PAGE_NAMES) {
    const file = join(projectRoot, 'src', `${pagePath(name)}.tsx`)
    const source = existsSync(file) ? readFileSync(file, 'utf8') : ''
    own.set(name, !source ? 'missing' : source.includes('notYetPage(') ? 'not-yet' : 'built')
  }
  const statusOf = (name, seen = new Set()) => {
    const target = PAGES[name].redirectTo
    if (!target || seen.has(name)) return own.get(name)
    seen.add(name)
    return own.get(name) === 'missing' ? 'missing' : statusOf(target, seen)
  }
  return PAGE_NAMES.map((name) => ({
    name,
    package: PACKAGES[PAGES[name].pkg],
    path: `/${pagePath(name)}`,
    status: statusOf(name),
  }))
}
