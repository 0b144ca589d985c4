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

let holds = 0
let pageIn = false
let signalled = false
let cap: ReturnType<typeof setTimeout> | undefined

const shellSignal = () => {
  const signal = pageGlobal(SHELL_READY_GLOBAL)
  return typeof signal === 'function' ? (signal as () => void) : undefined
}

function signal(): void {
  if (signalled) return
  signalled = true
  if (cap !== undefined) clearTimeout(cap)
  shellSignal()?.()
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
