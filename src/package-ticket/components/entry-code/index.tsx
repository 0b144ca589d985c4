import { GATE_CODE_STEP_MS, gateCode, gateStep } from '@showtix/contract/rules'
import { Image, Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import type { TicketDetail } from '@/api/ticket'
import { qrImageUrl } from '@/domain/entry-qr'
import { useT } from '@/i18n/use-t'
import './entry-code.scss'
import '@/i18n/locales/ticket'

/**
 * The code the gate scans now (D4): with the ticket's device secret, the rotating code of the
 * current 15-second step, drawn again when the step changes (no network needed: it works from the
 * offline copy too); without one (a shop with rotation off), the gateway's static signed code.
 */
export function useGateCode(ticket: Pick<TicketDetail, 'ticketId' | 'gateSecret' | 'qrCode'>): string | null {
  const { ticketId, gateSecret, qrCode } = ticket
  const [step, setStep] = useState(() => gateStep(Date.now()))
  useEffect(() => {
    if (!gateSecret) return undefined
    let timer: ReturnType<typeof setTimeout>
    const next = () => {
      const now = Date.now()
      setStep(gateStep(now))
      // Wakes at the next step's start: the code changes when the gate's clock does.
      timer = setTimeout(next, GATE_CODE_STEP_MS - (now % GATE_CODE_STEP_MS) + 1)
    }
    next()
    return () => clearTimeout(timer)
  }, [gateSecret])
  if (gateSecret) return gateCode(ticketId, step, gateSecret)
  return qrCode ?? null
}

export interface EntryCodeProps {
  readonly ticket: TicketDetail
  /** Full screen (ticket-code): the code as large as the screen allows. */
  readonly large?: boolean
}

/** The entry QR of a valid e-ticket, with the ticket number under it. */
export function EntryCode({ ticket, large = false }: EntryCodeProps) {
  const t = useT()
  const code = useGateCode(ticket)
  const image = useMemo(() => (code ? qrImageUrl(code) : null), [code])
  if (!code || !image) return <Text className='entry-code__none'>{t('ticket.code.noCode')}</Text>
  return (
    <View className={`entry-code${large ? ' entry-code--large' : ''}`}>
      <Image
        className='entry-code__qr'
        src={image}
        mode='aspectFit'
        aria-label={t('ticket.code.qrLabel', { ticketNo: ticket.ticketNo })}
        data-code={code}
      />
      <Text className='entry-code__no'>{ticket.ticketNo}</Text>
      <Text className='entry-code__hint'>{ticket.gateSecret ? t('ticket.code.rotating') : t('ticket.detail.entryHint')}</Text>
    </View>
  )
}
