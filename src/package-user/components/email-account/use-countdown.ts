import { useEffect, useState } from 'react'

const ONE_SECOND_MS = 1000

/** Seconds left before the next mail may be asked for; `start(n)` begins a countdown from n. */
export function useCountdown(initial = 0) {
  const [secondsLeft, setSecondsLeft] = useState(initial)
  useEffect(() => {
    if (secondsLeft <= 0) return undefined
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), ONE_SECOND_MS)
    return () => clearTimeout(timer)
  }, [secondsLeft])
  return { secondsLeft, start: setSecondsLeft }
}
