import { useCallback, useEffect, useRef, useState } from 'react'

export type LoadState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown }

/**
 * Loads once on mount and again on `reload()` (or when `key` changes): loading, then the data or
 * the error. An answer that arrives after a newer load started, or after the page went away, is
 * dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): LoadState<T> & { readonly reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' })
  const sequence = useRef(0)
  const loader = useRef(load)
  loader.current = load

  const run = useCallback(() => {
    sequence.current += 1
    const mine = sequence.current
    setState({ status: 'loading' })
    loader.current().then(
      (data) => {
        if (mine === sequence.current) setState({ status: 'ready', data })
      },
      (error: unknown) => {
        if (mine === sequence.current) setState({ status: 'error', error })
      },
    )
  }, [])

  useEffect(() => {
    run()
    return () => {
      sequence.current += 1
    }
  }, [run, key])

  return { ...state, reload: run }
}
