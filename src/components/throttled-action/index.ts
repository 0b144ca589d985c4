import { useCallback, useRef } from 'react'
import { TAP_THROTTLE_MS, tapRuns } from '@/domain/throttle'

/**
 * A tap handler that starts a side effect, throttled (spec section 9, TAP_THROTTLE_MS): a repeat
 * within the window does nothing (a double tap sends one code, claims once). The handler always
 * calls the latest `action`.
 */
export function useThrottledAction<A extends unknown[]>(
  action: (...args: A) => unknown,
  windowMs: number = TAP_THROTTLE_MS,
): (...args: A) => void {
  const latest = useRef(action)
  latest.current = action
  const lastRunAt = useRef<number | undefined>(undefined)
  return useCallback(
    (...args: A) => {
      const now = Date.now()
      if (!tapRuns(lastRunAt.current, now, windowMs)) return
      lastRunAt.current = now
      void latest.current(...args)
    },
    [windowMs],
  )
}
