import type {
  BusyDialog,
  BusyState,
  DialogChoice,
  DialogRequest,
  LanguageChoice,
  Message,
  NavigationTarget,
  Presenter,
} from '@/http'

/** What the feedback host shows; one of each at most. */
export interface FeedbackState {
  readonly toast?: { readonly id: number; readonly message: Message }
  readonly dialog?: { readonly id: number; readonly request: DialogRequest }
  readonly busy?: { readonly id: number; readonly state: BusyState }
  readonly language?: { readonly id: number; readonly message: Message }
  readonly loading: boolean
}

export type Navigator = (target: NavigationTarget) => void

/**
 * The request layer's presenter as a small external store: the presenter writes, every mounted
 * `FeedbackHost` (one per page) reads and answers. Kept outside React so it works before and
 * across page roots (on mini-programs each page is its own root).
 */
export interface Feedback {
  readonly presenter: Presenter
  subscribe(listener: () => void): () => void
  getState(): FeedbackState
  answerDialog(choice: DialogChoice): void
  answerLanguage(choice: LanguageChoice): void
  cancelBusy(): void
  dismissToast(): void
}

export function createFeedback(navigate: Navigator): Feedback {
  let state: FeedbackState = { loading: false }
  let ids = 0
  const listeners = new Set<() => void>()
  let toastTimer: ReturnType<typeof setTimeout> | undefined
  let answerDialog: ((choice: DialogChoice) => void) | undefined
  let answerLanguage: ((choice: LanguageChoice) => void) | undefined
  let cancelBusy: (() => void) | undefined

  function set(next: Partial<FeedbackState>): void {
    state = { ...state, ...next }
    for (const listener of [...listeners]) listener()
  }

  function without(key: 'toast' | 'dialog' | 'busy' | 'language'): void {
    const { [key]: _removed, ...rest } = state
    state = rest
    for (const listener of [...listeners]) listener()
  }

  const presenter: Presenter = {
    toast(message, durationMs) {
      if (toastTimer) clearTimeout(toastTimer)
      set({ toast: { id: ++ids, message } })
      toastTimer = setTimeout(() => {
        toastTimer = undefined
        without('toast')
      }, durationMs)
    },
    dialog(request) {
      // The request layer shows one at a time; a newer one replaces an older as a dismissal.
      answerDialog?.('cancel')
      return new Promise<DialogChoice>((resolve) => {
        const id = ++ids
        answerDialog = (choice) => {
          answerDialog = undefined
          if (state.dialog?.id === id) without('dialog')
          resolve(choice)
        }
        set({ dialog: { id, request } })
      })
    },
    openBusy(initial, onCancel): BusyDialog {
      const id = ++ids
      cancelBusy = onCancel
      set({ busy: { id, state: initial } })
      return {
        update(next) {
          if (state.busy?.id === id) set({ busy: { id, state: next } })
        },
        close() {
          if (state.busy?.id !== id) return
          cancelBusy = undefined
          without('busy')
        },
      }
    },
    setLoading(visible) {
      if (state.loading !== visible) set({ loading: visible })
    },
    languagePopup(message) {
      answerLanguage?.('dismiss')
      return new Promise<LanguageChoice>((resolve) => {
        const id = ++ids
        answerLanguage = (choice) => {
          answerLanguage = undefined
          if (state.language?.id === id) without('language')
          resolve(choice)
        }
        set({ language: { id, message } })
      })
    },
    navigate(target) {
      navigate(target)
    },
  }

  return {
    presenter,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getState: () => state,
    answerDialog: (choice) => answerDialog?.(choice),
    answerLanguage: (choice) => answerLanguage?.(choice),
    cancelBusy: () => cancelBusy?.(),
    dismissToast() {
      if (toastTimer) clearTimeout(toastTimer)
      toastTimer = undefined
      if (state.toast) without('toast')
    },
  }
}
