/**
 * The app shell's side of the H5 boot (runs in index.html, bundled into the boot script): which
 * shell layout the address gets, and the ready signal that takes the shell away.
 *
 * - The layout: classes on `<html>` (src/index.html's styles), set before the shell is parsed, from
 *   the route table (shell-paths.ts, at build time); the bottom bar only where the app shows one
 *   (src/platform `showsTabBar`: not in PC mode), so the shell and the page agree.
 * - The ready signal: the shell stays until the app's first page calls `window[SHELL_READY_GLOBAL]`
 *   (src/boot/ready.ts, from the page shell once the page is past its own skeleton), which removes
 *   it and marks FIRST_PAGE_MARK.
 */
import { detectWebHost, showsTabBar } from '@/platform/env'

/** The shell's layout classes on `<html>` (src/index.html's styles). */
export const SHELL_CLASSES = { tab: 's-tab', home: 's-home', allShows: 's-all' } as const
export type ShellClass = (typeof SHELL_CLASSES)[keyof typeof SHELL_CLASSES]

/** The shell's element in src/index.html. */
export const SHELL_ID = 'app-shell'

/** Where the shell's ready signal is: a function on `window` the app's first page calls (ready.ts). */
export const SHELL_READY_GLOBAL = '__showtixShellReady'

/**
 * The user timing set when the first page replaced the shell: the end of the first load for the
 * bench (scripts/lib/bench/lighthouse.mjs FIRST_PAGE_MARK reads it by this name).
 */
export const FIRST_PAGE_MARK = 'showtix:first-page'

/** The shell classes of an address: its page's (shell-paths), the bottom bar only where the platform shows one. */
export function shellClassesOf(
  path: string,
  pathClasses: Readonly<Record<string, readonly ShellClass[]>>,
  userAgent: string,
  viewportWidth: number,
): ShellClass[] {
  const tabBar = showsTabBar(detectWebHost(userAgent, viewportWidth))
  return (pathClasses[path] ?? []).filter((shellClass) => shellClass !== SHELL_CLASSES.tab || tabBar)
}

/** Sets the address's shell classes and puts the ready signal on `window`. */
export function installShell(path: string, pathClasses: Readonly<Record<string, readonly ShellClass[]>>): void {
  const root = document.documentElement
  for (const shellClass of shellClassesOf(path, pathClasses, navigator.userAgent, window.innerWidth))
    root.classList.add(shellClass)
  ;(window as unknown as Record<string, unknown>)[SHELL_READY_GLOBAL] = () => {
    const shell = document.getElementById(SHELL_ID)
    if (!shell?.parentNode) return
    shell.parentNode.removeChild(shell)
    if (window.performance && typeof performance.mark === 'function') performance.mark(FIRST_PAGE_MARK)
  }
}
