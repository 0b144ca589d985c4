import { useState } from 'react'
import { cancelTransfer, sendTickets, type TransferView } from '@/api/transfer'
import { feedback } from '@/components/feedback'
import { useMiniSubscribeSteps } from '@/components/mini-subscribe'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { platform } from '@/platform'
import { useAcceptLink } from '../transfer-card/share-link'
import '@/i18n/locales/transfer'

/** Mobile numbers the gateway takes for the receiver (the contract's pattern). */
const RECEIVER_PHONE = /^[0-9]{5,15}$/

/** The send page's actions: send the chosen tickets, copy a transfer's link, cancel one. */
export function useSend(onChanged: (transfer: TransferView) => void) {
  const t = useT()
  const link = useAcceptLink()
  const [busy, setBusy] = useState(false)
  // D9: the sender may be told of the acceptance by the TRANSFER subscribe message (WeChat), asked in the tap.
  const reminder = useMiniSubscribeSteps('TRANSFER', true)
  const reasonOf = (error: unknown) => (isHttpError(error) && error.comments ? error.comments : t('transfer.send.network'))
  const toast = (text: string) => feedback.presenter.toast({ text }, TOAST_DURATION_MS)

  async function send(ticketIds: readonly string[], phone: string): Promise<boolean> {
    if (busy) return false
    setBusy(true)
    // The platform's dialog must open in the tap, before the request; a refusal does not stop the send.
    const asked = reminder.supported ? reminder.ask().catch(() => undefined) : Promise.resolve(undefined)
    try {
      const transfer = await sendTickets({ ticketIds: [...ticketIds], ...(phone ? { receiverPhone: phone } : {}) })
      toast(t('transfer.send.sent'))
      onChanged(transfer)
      const accepted = await asked
      if (accepted) await reminder.record(accepted, [transfer.code]).catch(() => undefined)
      return true
    } catch (error) {
      toast(t('transfer.send.failed', { reason: reasonOf(error) }))
      return false
    } finally {
      setBusy(false)
    }
  }

  async function cancel(code: string) {
    if (busy) return
    setBusy(true)
    try {
      onChanged(await cancelTransfer(code))
      toast(t('transfer.send.cancelled'))
    } catch (error) {
      toast(t('transfer.send.cancelFailed', { reason: reasonOf(error) }))
    } finally {
      setBusy(false)
    }
  }

  async function copy(code: string) {
    try {
      await platform.setClipboard(link(code))
      toast(t('transfer.send.copied'))
    } catch {
      // The clipboard refused: the code is on screen to read out.
    }
  }

  return { busy, send, cancel, copy, phoneValid: (phone: string) => phone === '' || RECEIVER_PHONE.test(phone) }
}
