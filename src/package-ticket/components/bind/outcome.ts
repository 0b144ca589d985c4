import { CODES } from '@showtix/contract/codes'
import type { TicketDetail } from '@/api/ticket'
import { feedback } from '@/components/feedback'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import type { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import '@/i18n/locales/ticket'

/** The gateway refused with this code. */
export const refusedWith = (error: unknown, code: number) => isHttpError(error) && String(error.statusCode) === String(code)

/** A ticket taken into an account already (D7): the ticket-error page says so, in place of this one. */
export function isTaken(error: unknown): boolean {
  return refusedWith(error, CODES.bindTaken)
}

/** The ticket is the buyer's now: says so, and opens it in place of the form. */
export async function ticketAdded(ticket: TicketDetail, t: ReturnType<typeof useT>): Promise<void> {
  feedback.presenter.toast({ text: t('ticket.bind.done') }, TOAST_DURATION_MS)
  await navigate('ticketDetailNew', { id: ticket.ticketId }, { replace: true })
}
