#!/usr/bin/env node
// Creates the files of every page in the route table that has none yet: a one-line config and
// the shared "not available yet" screen. Existing files are never touched. Run after adding a
// page to src/routes.ts: `npm run gen:pages`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { loadRoutes } from './lib/routes.mjs'

const { PAGE_NAMES, PAGES, pagePath } = await loadRoutes()
let created = 0
for (const name of PAGE_NAMES) {
  const base = join('src', pagePath(name))
  mkdirSync(dirname(base), { recursive: true })
  const config = `${base}.config.ts`
  const component = `${base}.tsx`
  if (!existsSync(config)) {
    writeFileSync(
      config,
      `import { pageConfig } from '@/routes-config'\n\nexport default definePageConfig(pageConfig('${name}'))\n`,
    )
    created++
  }
  if (!existsSync(component)) {
    const factory = PAGES[name].redirectTo ? 'redirectPage' : 'notYetPage'
    writeFileSync(component, `import { ${factory} } from '@/components/not-yet'\n\nexport default ${factory}('${name}')\n`)
    created++
  }
}
console.log(`${created} page files created`)
