import type { TicketDetail } from '@/api/ticket'
import { feedback } from '@/components/feedback'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import type { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import '@/i18n/locales/ticket'

/** The gateway's words for a refused supplement (deadline passed, ID taken, name and number not matching), or what to do. */
export function refusalText(error: unknown, t: ReturnType<typeof useT>): string {
  return isHttpError(error) && error.comments ? error.comments : t('ticket.realName.network')
}

/** The holder is named: says so, and the ticket shows in place of the form (Back leads where the buyer came from). */
export async function holderNamed(ticket: TicketDetail, t: ReturnType<typeof useT>): Promise<void> {
  feedback.presenter.toast({ text: t('ticket.realName.done') }, TOAST_DURATION_MS)
  await navigate('ticketDetailNew', { id: ticket.ticketId }, { replace: true })
}
