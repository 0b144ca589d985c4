/**
 * Server data on a page: `useServerData(key, load)`. One primitive for every loader
 * (docs/decisions/client-kit.md):
 *
 * - loads when the component opens, and again when its page shows again (back from another page)
 *   or the app comes back to the foreground;
 * - keeps what is shown when a reload fails (`status` stays 'ready', `error` says what failed);
 * - drops a stale answer: the answer for an older key, or to a load a newer reload replaced;
 * - `retry()` after a failed first load (the loading state, then again);
 * - shares one request between components that ask for the same key at once.
 *
 * The key names the data and everything it depends on (ids, the language): `['tour', tourId,
 * locale]`. Keys start with a name of their own so that two loaders never share by accident.
 * A load must answer something (null for "nothing"), not undefined.
 */
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { serverDataClient } from './client'
import { usePageReturn } from './page-return'

export { resetServerData, SERVER_DATA_KEEP_MS, SERVER_DATA_RETRIES, serverDataClient } from './client'
export { reloadShownData } from './reload'
export { usePageReturn } from './page-return'

export type ServerKey = readonly [string, ...unknown[]]

export type LoadState<T> =
  | { readonly status: 'loading'; readonly data?: undefined; readonly error?: undefined }
  | { readonly status: 'ready'; readonly data: T; readonly error?: unknown }
  | { readonly status: 'error'; readonly data?: undefined; readonly error: unknown }

export interface ServerDataControls<T> {
  /** Loads again, keeping what is shown meanwhile (and if it fails). */
  readonly reload: () => Promise<void>
  /** After a failed first load: the loading state, then loads again. */
  readonly retry: () => void
  /** Changes what is shown without loading (after a change the page made itself). */
  readonly setData: (update: T | ((previous: T | undefined) => T)) => void
  /** A reload is under way (what is shown stays). */
  readonly reloading: boolean
  /** When what is shown arrived (ms since the epoch; 0 before): a countdown counts from it. */
  readonly loadedAt: number
}

export type ServerData<T> = LoadState<T> & ServerDataControls<T>

export interface ServerDataOptions {
  /** false: do not load yet (a parameter is missing); the state stays 'loading'. Default true. */
  readonly enabled?: boolean
  /** Load again each time the page shows after another one. Default true. */
  readonly reloadOnShow?: boolean
  /** Tries after a failure before the error shows (default SERVER_DATA_RETRIES). */
  readonly retries?: number
}

export function useServerData<T>(key: ServerKey, load: () => Promise<T>, options: ServerDataOptions = {}): ServerData<T> {
  const { enabled = true, reloadOnShow = true, retries } = options
  const client = serverDataClient()
  const loader = useRef(load)
  loader.current = load
  const query = useQuery<T>(
    {
      queryKey: key,
      queryFn: () => loader.current(),
      enabled,
      ...(retries === undefined ? {} : { retry: retries }),
    },
    client,
  )
  const { refetch } = query

  const reload = useCallback(async () => {
    await refetch()
  }, [refetch])

  usePageReturn(() => {
    if (reloadOnShow && enabled) void refetch()
  })

  const keyRef = useRef(key)
  keyRef.current = key
  const setData = useCallback(
    (update: T | ((previous: T | undefined) => T)) => {
      client.setQueryData<T>(keyRef.current, update as T | ((previous: T | undefined) => T))
    },
    [client],
  )

  const controls: ServerDataControls<T> = {
    reload,
    retry: () => void reload(),
    setData,
    reloading: query.isFetching && query.data !== undefined,
    loadedAt: query.dataUpdatedAt,
  }
  if (query.data !== undefined) {
    return { status: 'ready', data: query.data, error: query.isError ? query.error : undefined, ...controls }
  }
  if (query.isError && !query.isFetching) return { status: 'error', error: query.error, ...controls }
  return { status: 'loading', ...controls }
}

/**
 * Hands each fresh answer to a page's own state (a checkout machine the loaded data only feeds):
 * once per answer, the first and each reload's (the page showing again), never on a mere render.
 * What the buyer chose lives in that state, so a reload refreshes the data without resetting it.
 * `onFailed` hears a load that failed with nothing shown.
 */
export function useFreshData<T>(loaded: ServerData<T>, onFresh: (data: T) => void, onFailed?: (error: unknown) => void): void {
  const handlers = useRef({ onFresh, onFailed })
  handlers.current = { onFresh, onFailed }
  const { status, data, error, loadedAt } = loaded
  useEffect(() => {
    if (status === 'ready') handlers.current.onFresh(data as T)
  }, [status, data, loadedAt])
  useEffect(() => {
    if (status === 'error') handlers.current.onFailed?.(error)
  }, [status, error])
}
