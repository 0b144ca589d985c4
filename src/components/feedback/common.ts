import type { DialogMode, Message } from '@/http'
import { HTTP_MESSAGES } from '@/http/messages'
import type { useT } from '@/i18n/use-t'

export type T = ReturnType<typeof useT>

export function say(t: T, message: Message): string {
  return 'text' in message ? message.text : t(message.key, message.values)
}

/** The buttons of each dialog mode: the secondary one (answers cancel) and the primary one (confirm). */
export const BUTTONS: Record<DialogMode, { readonly cancel?: string; readonly confirm: string }> = {
  alert: { confirm: HTTP_MESSAGES.buttonClose },
  login: { cancel: HTTP_MESSAGES.buttonCancel, confirm: HTTP_MESSAGES.buttonLogin },
  back: { confirm: HTTP_MESSAGES.buttonBack },
  backRefresh: { confirm: HTTP_MESSAGES.buttonBack },
  waiting: { confirm: HTTP_MESSAGES.buttonClose },
  retry: { cancel: HTTP_MESSAGES.buttonReturn, confirm: HTTP_MESSAGES.buttonRetry },
  booking: { confirm: HTTP_MESSAGES.buttonBooking },
  update: { cancel: HTTP_MESSAGES.buttonLater, confirm: HTTP_MESSAGES.buttonUpdate },
  forceUpdate: { confirm: HTTP_MESSAGES.buttonUpdate },
}
