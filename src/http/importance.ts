/** Spec section 4: request importance; a lower number goes first. */
export const IMPORTANCE = { critical: 1, high: 10, medium: 20, low: 30 } as const

export type Importance = keyof typeof IMPORTANCE

export const DEFAULT_IMPORTANCE: Importance = 'medium'

/** Spec section 4: requests that are neither critical nor high wait this long before they start. */
export const DEFERRED_START_MS = 1

/** Critical and high requests start at once (and get the network prompts of spec section 8). */
export function isUrgent(importance: Importance): boolean {
  return IMPORTANCE[importance] <= IMPORTANCE.high
}

/** Spec section 7: create order is critical. Calls without a rule take the caller's importance or medium. */
export const IMPORTANCE_RULES: ReadonlyArray<{ readonly name: string; readonly path: RegExp; readonly importance: Importance }> =
  [{ name: 'create order', path: /\/orders\/create$/, importance: 'critical' }]

export function importanceFor(path: string, override?: Importance): Importance {
  return override ?? IMPORTANCE_RULES.find((rule) => rule.path.test(path))?.importance ?? DEFAULT_IMPORTANCE
}

/**
 * The importance queue: urgent requests start now; the others wait DEFERRED_START_MS and then
 * start in importance order (medium before low), so an urgent request issued at the same moment
 * reaches the network first.
 */
export class ImportanceQueue {
  private waiting: Array<{ readonly rank: number; readonly order: number; readonly start: () => void }> = []
  private timer: ReturnType<typeof setTimeout> | undefined
  private counter = 0

  /** Resolves when the request may start. */
  wait(importance: Importance): Promise<void> {
    if (isUrgent(importance)) return Promise.resolve()
    return new Promise<void>((resolve) => {
      this.waiting.push({ rank: IMPORTANCE[importance], order: this.counter++, start: resolve })
      this.timer ??= setTimeout(() => this.flush(), DEFERRED_START_MS)
    })
  }

  private flush(): void {
    this.timer = undefined
    const ready = this.waiting.sort((a, b) => a.rank - b.rank || a.order - b.order)
    this.waiting = []
    for (const entry of ready) entry.start()
  }
}
