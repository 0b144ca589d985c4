import type { Message } from './messages'

/**
 * How the request layer's reactions reach the screen. The layer calls it; the app gives it the
 * feedback components (src/components/feedback); tests give it a recording fake.
 */

/**
 * The dialogs of spec section 8's reaction modes, and the app's update prompts (version/match:
 * `update` may wait, `forceUpdate` may not).
 */
export type DialogMode = 'alert' | 'login' | 'back' | 'backRefresh' | 'waiting' | 'retry' | 'booking' | 'update' | 'forceUpdate'

export interface DialogRequest {
  readonly mode: DialogMode
  readonly title?: Message
  readonly message?: Message
  /** The primary button's text from the gateway (`actText`), when it sent one. */
  readonly actionText?: string
  /** `waiting`: the close button counts down this many seconds and closes only then. */
  readonly countdownSeconds?: number
}

/**
 * How a dialog was left: `confirm` is the primary button (retry, log in, back, choose again,
 * close); `cancel` the secondary one (return, cancel) or dismissal.
 */
export type DialogChoice = 'confirm' | 'cancel'

/** The busy (limiting) progress dialog's state. */
export interface BusyState {
  /** 0-100, capped below 100 while waiting. */
  readonly progress: number
  /** Automatic retries made so far. */
  readonly attempt: number
  readonly maxAttempts: number
  /** Show the "still busy, try changing network" hint. */
  readonly showHint: boolean
}

export interface BusyDialog {
  update(state: BusyState): void
  close(): void
}

export type LanguageChoice = 'switchLanguage' | 'relogin' | 'dismiss'

/** Where a reaction sends the user. */
export type NavigationTarget =
  | { readonly to: 'login' }
  | { readonly to: 'back' }
  /** Back, and the previous page reloads its data. */
  | { readonly to: 'backRefresh' }
  /** Back to the booking page, which reads the back mode it was returned with. */
  | { readonly to: 'booking'; readonly backMode: number }
  | { readonly to: 'shopState' }
  | { readonly to: 'language' }

export interface Presenter {
  /** A short message that disappears after `durationMs`. */
  toast(message: Message, durationMs: number): void
  /** A dialog; resolves when the user leaves it. */
  dialog(request: DialogRequest): Promise<DialogChoice>
  /** The busy progress dialog; `onCancel` when the user gives up waiting. */
  openBusy(state: BusyState, onCancel: () => void): BusyDialog
  /** The loading spinner. */
  setLoading(visible: boolean): void
  /** 22046007 / 22046008: the language does not match how the user logged in. */
  languagePopup(message: Message): Promise<LanguageChoice>
  navigate(target: NavigationTarget): void
}
