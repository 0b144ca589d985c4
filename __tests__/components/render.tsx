import { render, waitFor } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import type { ReactElement } from 'react'
import type { Locale } from '@/domain/launch-query'
import { localeAtom } from '@/state/preferences'
import type { ShopConfig } from '@/domain/shop-config'
import { cartCountAtom, userIdAtom } from '@/state/session'
import { shopConfigAtom } from '@/state/shop'

export interface AppState {
  readonly userId?: string | null
  readonly cartCount?: number
  readonly locale?: Locale
  readonly shop?: ShopConfig
}

/** Renders inside a fresh jotai store holding the given app state (as the app's one store would). */
export function renderWithState(ui: ReactElement, state: AppState = {}) {
  const store = createStore()
  store.set(userIdAtom, state.userId ?? null)
  store.set(cartCountAtom, state.cartCount ?? 0)
  if (state.locale) store.set(localeAtom, state.locale)
  if (state.shop) store.set(shopConfigAtom, state.shop)
  return { store, ...render(<Provider store={store}>{ui}</Provider>) }
}

/**
 * The native `<input>` inside `selector` (a Taro Input renders it a moment after its element:
 * waited for, not assumed), for fireEvent.input.
 */
export function nativeInput(container: HTMLElement, selector = 'input'): Promise<HTMLInputElement> {
  return waitFor(() => {
    const found = container.querySelector<HTMLInputElement>(selector)
    if (!found) throw new Error(`no native input at ${selector} yet`)
    return found
  })
}

/** Sets the window width for one test; returns the restore function. */
export function setViewportWidth(width: number): () => void {
  const previous = window.innerWidth
  // As a browser does: the app reads the width again after a resize (src/platform/env.ts).
  window.innerWidth = width
  window.dispatchEvent(new Event('resize'))
  return () => {
    window.innerWidth = previous
    window.dispatchEvent(new Event('resize'))
  }
}
