/**
 * Typed page results: a page opens another and awaits what it answers (docs/decisions/client-kit.md).
 *
 *   const address = await openForResult(RESULT_PAGES.address, { select: '1' })   // Address | undefined
 *   // on the address page:
 *   const { asked, returnResult } = usePageResult(RESULT_PAGES.address)
 *   await returnResult(address)                                                  // answers, goes back
 *
 * Back (or any way the answering page closes without answering) resolves to undefined; so does an
 * open that did not happen (a duplicate tap). It works alike on H5 and the mini-programs: the
 * pages of a stack share one JavaScript context on both, so the answer is handed over in memory,
 * with no event name to agree on.
 */
import { useEffect, useRef } from 'react'
import type { PageName } from '@/routes'
import { goBack, openPage, type NavigateOptions } from './navigate'
import type { RawParams } from './resolve'

/** A page that answers with an R. Declared once, in RESULT_PAGES (src/navigation/results.ts). */
export interface ResultPage<R> {
  readonly page: PageName
  /** Only carries the answer's type (never set). */
  readonly answer?: R
}

export function resultPage<R>(page: PageName): ResultPage<R> {
  return { page }
}

interface Waiting {
  readonly page: PageName
  readonly resolve: (value: unknown) => void
  settled: boolean
  /** An answering page took it (so a later answering page does not). */
  claimed: boolean
}

let waiting: Waiting[] = []

function settle(entry: Waiting, value: unknown): void {
  if (entry.settled) return
  entry.settled = true
  waiting = waiting.filter((each) => each !== entry)
  entry.resolve(value)
}

/**
 * Opens the page and resolves to what it answers, or to undefined when it closes without an
 * answer (back) or did not open (a repeated tap: the first ask still gets the answer).
 */
export function openForResult<R>(
  target: ResultPage<R>,
  params: RawParams = {},
  options: NavigateOptions = {},
): Promise<R | undefined> {
  return new Promise<R | undefined>((resolve) => {
    const entry: Waiting = { page: target.page, resolve: resolve as (value: unknown) => void, settled: false, claimed: false }
    waiting.push(entry)
    openPage(target.page, params, options).then(
      (opened) => {
        if (!opened) settle(entry, undefined)
      },
      () => settle(entry, undefined),
    )
  })
}

/** The newest ask for this page that no answering page has taken yet. */
function claim(page: PageName): Waiting | undefined {
  const entry = [...waiting].reverse().find((each) => each.page === page && !each.claimed)
  if (entry) entry.claimed = true
  return entry
}

/**
 * Answers the newest ask for the page with the value (without a hook: a handler of the
 * answering page), then goes back unless `{ back: false }`.
 */
export async function returnResult<R>(target: ResultPage<R>, value: R, { back = true } = {}): Promise<void> {
  const entry = [...waiting].reverse().find((each) => each.page === target.page)
  if (entry) settle(entry, value)
  if (back) await goBack()
}

export interface PageResult<R> {
  /** A page is waiting for this page's answer (opened with openForResult). */
  readonly asked: boolean
  /** Hands the value to the page that asked and goes back (unless `{ back: false }`). */
  readonly returnResult: (value: R, options?: { readonly back?: boolean }) => Promise<void>
}

/**
 * On the answering page: whether a page asked, and how to answer it. When the page closes without
 * answering, the page that asked gets undefined.
 */
export function usePageResult<R>(target: ResultPage<R>): PageResult<R> {
  const mine = useRef<Waiting | undefined | null>(null)
  if (mine.current === null) mine.current = claim(target.page)
  useEffect(
    () => () => {
      if (mine.current) settle(mine.current, undefined)
    },
    [],
  )
  const entry = mine.current
  return {
    asked: entry !== undefined,
    returnResult: async (value, { back = true } = {}) => {
      if (entry) settle(entry, value)
      if (back) await goBack()
    },
  }
}

/** For tests: forget every ask (each resolves to undefined). */
export function resetPageResults(): void {
  for (const entry of [...waiting]) settle(entry, undefined)
}
