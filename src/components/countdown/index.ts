import { useEffect, useState } from 'react'
import { secondsLeft } from '@/domain/order'

/** One second. */
const TICK_MS = 1000

/**
 * (The cashier's order countdown, the on-site code's.) Seconds left of a countdown the gateway gave (`seconds` at the moment `givenAt`), ticking each
 * second down to 0; `seconds` undefined: no countdown.
 */
export function useCountdown(seconds: number | undefined, givenAt: number): number | undefined {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (seconds === undefined) return undefined
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [seconds, givenAt])
  return seconds === undefined ? undefined : secondsLeft(seconds, givenAt, now)
}
