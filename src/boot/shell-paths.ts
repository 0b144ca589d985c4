/**
 * What the app shell (src/index.html) and the boot script need to know of the web paths, derived
 * from the route table at build time (config/index.ts hands them to config/boot-script.ts), so no
 * path is retyped in the page: which paths are tab pages (the shell draws the bottom bar there,
 * where the platform shows one: src/boot/shell.ts), which is the home tab and which the all-shows
 * tab (the shell's layout, and the requests the boot starts there).
 */
import { PAGE_NAMES, PAGES, pagePath, type PageName } from '@/routes'
import { SHELL_CLASSES, type ShellClass } from './shell'

/** Every address a page answers on H5: its own path and its web paths (routes-web). */
export function webPathsOf(name: PageName): string[] {
  return [...new Set([`/${pagePath(name)}`, ...PAGES[name].web])]
}

/** The tab pages whose first requests the boot starts, by their web paths. */
export interface BootPaths {
  readonly home: readonly string[]
  readonly allShows: readonly string[]
}

export function bootPaths(): BootPaths {
  return { home: webPathsOf('homeList'), allShows: webPathsOf('allShows') }
}

/** Web path -> the shell classes its page gets (tab pages, home, all shows); other paths none. */
export function shellPathClasses(): Record<string, ShellClass[]> {
  const classes: Record<string, ShellClass[]> = {}
  const add = (name: PageName, shellClass: ShellClass) => {
    for (const path of webPathsOf(name)) (classes[path] ??= []).push(shellClass)
  }
  for (const name of PAGE_NAMES) if (PAGES[name].tab) add(name, SHELL_CLASSES.tab)
  add('homeList', SHELL_CLASSES.home)
  add('allShows', SHELL_CLASSES.allShows)
  return classes
}
