/**
 * TanStack Query creates an AbortController for each load. WeChat, Alipay, Douyin and
 * Xiaohongshu run mini-programs in a JavaScript engine without one (it is a web API), so one is
 * put in place there before the first load: just what the query core uses (signal.aborted,
 * reason, abort listeners). Browsers and Node keep their own.
 */
interface Listener {
  (event: { type: 'abort' }): void
}

class MiniAbortSignal {
  aborted = false
  reason: unknown = undefined
  onabort: Listener | null = null
  private listeners: Listener[] = []

  addEventListener(type: string, listener: Listener): void {
    if (type === 'abort') this.listeners.push(listener)
  }

  removeEventListener(type: string, listener: Listener): void {
    if (type === 'abort') this.listeners = this.listeners.filter((each) => each !== listener)
  }

  throwIfAborted(): void {
    if (this.aborted) throw this.reason
  }

  dispatch(): void {
    const event = { type: 'abort' as const }
    this.onabort?.(event)
    for (const listener of this.listeners.slice()) listener(event)
  }
}

class MiniAbortController {
  readonly signal = new MiniAbortSignal()

  abort(reason?: unknown): void {
    if (this.signal.aborted) return
    this.signal.aborted = true
    this.signal.reason = reason ?? new Error('Aborted')
    this.signal.dispatch()
  }
}

/** Puts an AbortController in place where the engine has none. */
export function ensureAbortController(scope: { AbortController?: unknown } = globalThis): void {
  if (typeof scope.AbortController === 'undefined') scope.AbortController = MiniAbortController
}

export { MiniAbortController }
