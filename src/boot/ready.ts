/**
 * The app's side of the shell's ready signal (H5; nothing happens where there is no shell: the
 * mini-programs, jest). The page shell reports the first page in (`firstPageIn`); a skeleton that
 * repeats the shell (the home layout's, the show list's first page) holds the shell while it shows
 * (`useShellHold`), so the banner or posters the boot script painted there do not blink out and
 * back. The shell goes once the first page is in and nothing holds it, at most SKELETON_CAP_MS
 * after the page came in.
 */
import { useEffect } from 'react'
import { pageGlobal } from '@/platform/env'
import { SHELL_READY_GLOBAL } from './shell'

/** The longest a skeleton holds the shell after the first page is in. */
export const SKELETON_CAP_MS = 3000

/**
 * Work that waits for the first page (`afterFirstPage`) waits at most this long for the browser
 * to be idle once the page is in.
 */
export const AFTER_FIRST_PAGE_IDLE_MS = 2000

let holds = 0
let pageIn = false
let signalled = false
let cap: ReturnType<typeof setTimeout> | undefined

const shellSignal = () => {
  const signal = pageGlobal(SHELL_READY_GLOBAL)
  return typeof signal === 'function' ? (signal as () => void) : undefined
}

let waiting: Array<() => void> = []

/** Runs `task` when the browser is next idle (at most AFTER_FIRST_PAGE_IDLE_MS from now). */
function whenIdle(task: () => void): void {
  const idle = pageGlobal('requestIdleCallback')
  if (typeof idle === 'function') (idle as (cb: () => void, o: object) => void)(task, { timeout: AFTER_FIRST_PAGE_IDLE_MS })
  else setTimeout(task, 0)
}

function signal(): void {
  if (signalled) return
  signalled = true
  if (cap !== undefined) clearTimeout(cap)
  shellSignal()?.()
  const tasks = waiting
  waiting = []
  if (tasks.length) whenIdle(() => tasks.forEach((task) => task()))
}

/**
 * Runs `task` once the first page has replaced the shell and the browser is idle: launch work
 * the first page does not show (the version check, placing the user by location) stays out of the
 * first load's main-thread work (docs/decisions/h5-first-load.md). Where there is no shell (the
 * mini-programs, jest) or the first page is already in, it runs at once.
 */
export function afterFirstPage(task: () => void): void {
  if (signalled || !shellSignal()) task()
  else waiting.push(task)
}

function settle(): void {
  if (pageIn && holds === 0) signal()
}

/** The app's first page is in (the page shell, after its first render). */
export function firstPageIn(): void {
  if (pageIn || !shellSignal()) return
  pageIn = true
  cap = setTimeout(signal, SKELETON_CAP_MS)
  settle()
}

/** Holds the shell while `active` (a skeleton that repeats it is showing). */
export function useShellHold(active: boolean): void {
  useEffect(() => {
    if (!active || signalled || !shellSignal()) return undefined
    holds += 1
    return () => {
      holds -= 1
      settle()
    }
  }, [active])
}
