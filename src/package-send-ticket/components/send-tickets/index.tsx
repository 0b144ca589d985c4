import { Image, Input, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { fetchOrderTickets } from '@/api/order'
import { fetchTicket } from '@/api/ticket'
import { fetchSentTransfers } from '@/api/transfer'
import { FormField } from '@/components/form-field'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { formatShopTime } from '@/domain/shop-time'
import { unsendableKey } from '@/domain/transfer'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { useShareContent } from '@/navigation/share'
import { localeAtom } from '@/state/preferences'
import { shopConfigAtom } from '@/state/shop'
import { shopAllowsTransferAgain } from '@showtix/contract/rules'
import { TransferCard } from '../transfer-card'
import { acceptPath } from '../transfer-card/share-link'
import { TicketChoice } from './ticket-choice'
import { useSend } from './use-send'
import './send-tickets.scss'
import '@/i18n/locales/transfer'

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

/** An order's tickets and its transfers; or, with a ticket only (one received: not the caller's order), that ticket and its transfers. */
async function sendable(orderId: string | undefined, ticketId: string | undefined) {
  if (orderId) {
    const [tickets, transfers] = await Promise.all([fetchOrderTickets(orderId), fetchSentTransfers(orderId)])
    return { tickets, transfers: transfers.list }
  }
  const [ticket, transfers] = await Promise.all([fetchTicket(ticketId ?? ''), fetchSentTransfers()])
  const carrying = transfers.list.filter((transfer) => transfer.tickets.some((one) => one.ticketId === ticketId))
  return { tickets: [ticket], transfers: carrying }
}

/**
 * send-mine-ticket (spec s2; D8): the order's tickets to choose from (one that cannot be sent says
 * why), the receiver's phone if only one account may accept, then the transfer's code and link to
 * hand over; the order's transfers below, each cancellable while it waits. From a ticket's detail:
 * that ticket chosen; a received one (the shop's TRANSFER_AGAIN switch) by its id alone.
 */
export function SendTickets({ orderId, ticketId }: { readonly orderId?: string; readonly ticketId?: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const again = shopAllowsTransferAgain(useAtomValue(shopConfigAtom)?.binaryValue)
  const load = useServerData(['send-tickets', orderId ?? '', ticketId ?? '', locale], () => sendable(orderId, ticketId))
  const [chosen, setChosen] = useState<readonly string[]>(ticketId ? [ticketId] : [])
  const [phone, setPhone] = useState('')
  const actions = useSend(() => void load.reload())
  const waiting = load.data?.transfers.find((transfer) => transfer.state === 'IN_TRANSFER')
  const first = load.data?.tickets[0]
  useShareContent(
    waiting && first ? { title: first.showName, path: acceptPath(waiting.code), imageUrl: first.posterUrl } : undefined,
  )

  if (load.status === 'loading') return <StatusView kind='loading' />
  if (load.status === 'error')
    return <LoadFailure error={load.error} onRetry={load.retry} notFound={t('transfer.send.loadFailed')} />
  const { tickets, transfers } = load.data
  if (!first) return <StatusView kind='empty' message={t('transfer.send.empty')} exit='back' />
  const now = Date.now()
  const toggle = (id: string) => setChosen((list) => (list.includes(id) ? list.filter((one) => one !== id) : [...list, id]))
  const phoneOk = actions.phoneValid(phone)
  const submit = async () => {
    if (await actions.send(chosen, phone)) {
      setChosen([])
      setPhone('')
    }
  }

  return (
    <View className='send-tickets'>
      <View className='send-tickets__show'>
        <Image className='send-tickets__poster' src={first.posterUrl} mode='aspectFill' />
        <View className='send-tickets__show-text'>
          <Text className='send-tickets__name'>{first.showName}</Text>
          <Text className='send-tickets__meta'>{formatShopTime(first.showTime, TIME_FORMAT)}</Text>
          <Text className='send-tickets__meta'>{first.venueName}</Text>
        </View>
      </View>
      <Text className='send-tickets__title'>{t('transfer.send.choose')}</Text>
      <View className='send-tickets__list'>
        {tickets.map((ticket) => (
          <TicketChoice
            key={ticket.ticketId}
            ticket={ticket}
            blockedKey={ticket.state === 'VALID' ? unsendableKey(ticket, now, again) : `ticketState.${ticket.state}`}
            chosen={chosen.includes(ticket.ticketId)}
            onToggle={toggle}
          />
        ))}
      </View>
      <FormField
        block='send-tickets'
        name='phone'
        layout='stacked'
        label={t('transfer.send.phone')}
        hint={t('transfer.send.phoneHint')}
        message={phoneOk ? null : t('transfer.send.phoneInvalid')}
      >
        <Input
          className='send-tickets__input'
          type='number'
          maxlength={15}
          value={phone}
          onInput={(event) => setPhone(event.detail.value.trim())}
        />
      </FormField>
      <Button
        className='send-tickets__submit'
        type='primary'
        block
        disabled={chosen.length === 0 || !phoneOk}
        loading={actions.busy}
        onClick={() => void submit()}
      >
        {chosen.length ? t('transfer.send.submit', { count: chosen.length }) : t('transfer.send.none')}
      </Button>
      <Text className='send-tickets__rules' onClick={() => void navigate('sendRule')}>
        {t('transfer.send.rules')}
      </Text>
      {transfers.length > 0 && <Text className='send-tickets__title'>{t('transfer.send.mine')}</Text>}
      {transfers.map((transfer) => (
        <TransferCard
          key={transfer.code}
          transfer={transfer}
          busy={actions.busy}
          onCopy={(code) => void actions.copy(code)}
          onCancel={(code) => void actions.cancel(code)}
        />
      ))}
    </View>
  )
}
