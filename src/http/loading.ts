/** Spec section 4: the spinner appears this long after the first critical request starts... */
export const LOADING_SHOW_DELAY_MS = 500
/** ...and clears itself after this long on screen, even if requests are still running. */
export const LOADING_MAX_VISIBLE_MS = 5000

/**
 * Counts running critical requests and drives the loading spinner: shown LOADING_SHOW_DELAY_MS
 * after the count leaves 0 (not at all for a quick request), hidden when it returns to 0, and
 * cleared after LOADING_MAX_VISIBLE_MS.
 */
export class LoadingTracker {
  private running = 0
  private visible = false
  private showTimer: ReturnType<typeof setTimeout> | undefined
  private clearTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly setVisible: (visible: boolean) => void) {}

  begin(): void {
    this.running += 1
    if (this.running > 1) return
    this.showTimer = setTimeout(() => {
      this.showTimer = undefined
      this.show()
    }, LOADING_SHOW_DELAY_MS)
  }

  end(): void {
    if (this.running === 0) return
    this.running -= 1
    if (this.running === 0) this.reset()
  }

  private show(): void {
    this.visible = true
    this.setVisible(true)
    this.clearTimer = setTimeout(() => {
      this.clearTimer = undefined
      this.hide()
    }, LOADING_MAX_VISIBLE_MS)
  }

  private hide(): void {
    if (!this.visible) return
    this.visible = false
    this.setVisible(false)
  }

  private reset(): void {
    if (this.showTimer) clearTimeout(this.showTimer)
    if (this.clearTimer) clearTimeout(this.clearTimer)
    this.showTimer = undefined
    this.clearTimer = undefined
    this.hide()
  }
}
