import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { acceptTransfer, fetchTransfer } from '@/api/transfer'
import { useServerData } from '@/components/server-data'
import { StatusView } from '@/components/status-view'
import { seatText } from '@/components/ticket-group'
import { Button } from '@/components/ui'
import { formatShopTime } from '@/domain/shop-time'
import { refusalKey, transferStateKey } from '@/domain/transfer'
import { isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { useShareContent } from '@/navigation/share'
import { localeAtom } from '@/state/preferences'
import { acceptPath } from '../transfer-card/share-link'
import './accept-ticket.scss'
import '@/i18n/locales/transfer'

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

/** The spec's words for a refusal (s8), else the gateway's message. */
function useRefusalText() {
  const t = useT()
  return (error: unknown): string => {
    const key = isHttpError(error) ? refusalKey(error.code) : undefined
    if (key) return t(`transfer.${key}`)
    return isHttpError(error) && error.comments ? error.comments : t('transfer.send.network')
  }
}

/**
 * accept-mine-ticket (spec s2, s4, s6, s8): what the sender offers and the transfer's state in the
 * receiver's words; accept while it waits (not the sender's own; the chosen phone only), then the
 * way to the ticket holder. A code that is unknown or accepted already: 'No ticket for acceptance'.
 */
export function AcceptTicket({ code }: { readonly code: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const load = useServerData(['transfer', code, locale], () => fetchTransfer(code))
  const refusalText = useRefusalText()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const transfer = load.data
  const first = transfer?.tickets[0]
  useShareContent(
    transfer?.state === 'IN_TRANSFER' && first
      ? { title: first.showName, path: acceptPath(code), imageUrl: first.posterUrl }
      : undefined,
  )

  if (load.status === 'loading') return <StatusView kind='loading' />
  if (load.status === 'error') {
    const key = isHttpError(load.error) ? refusalKey(load.error.code) : undefined
    if (key === 'noTicket')
      return <StatusView kind='empty' message={t('transfer.noTicket')} hint={t('transfer.noTicketHint')} exit='home' />
    return <StatusView kind='error' message={refusalText(load.error)} onRetry={load.retry} />
  }
  const view = load.data
  const accept = async () => {
    if (busy) return
    setBusy(true)
    setFailure(null)
    try {
      load.setData(await acceptTransfer(code))
    } catch (error) {
      setFailure(refusalText(error))
      void load.reload()
    } finally {
      setBusy(false)
    }
  }
  const canAccept = view.state === 'IN_TRANSFER' && view.role !== 'SENDER'

  return (
    <View className={`accept-ticket accept-ticket--${view.state.toLowerCase()}`} data-state={view.state} data-role={view.role}>
      <Text className='accept-ticket__from'>
        {t('transfer.accept.from', { name: view.senderName || t('transfer.accept.someone') })}
      </Text>
      {first && (
        <View className='accept-ticket__show'>
          <Image className='accept-ticket__poster' src={first.posterUrl} mode='aspectFill' />
          <View className='accept-ticket__show-text'>
            <Text className='accept-ticket__name'>{first.showName}</Text>
            <Text className='accept-ticket__meta'>{formatShopTime(first.showTime, TIME_FORMAT)}</Text>
            <Text className='accept-ticket__meta'>{first.venueName}</Text>
          </View>
        </View>
      )}
      <View className='accept-ticket__tickets'>
        {view.tickets.map((ticket) => (
          <Text key={ticket.ticketId} className='accept-ticket__seat'>
            {seatText(ticket)}
          </Text>
        ))}
      </View>
      <View className='accept-ticket__state' role='status'>
        {t(`transfer.${transferStateKey(view.state, view.role)}`)}
      </View>
      {view.state === 'IN_TRANSFER' && (
        <Text className='accept-ticket__until'>
          {t('transfer.accept.until', { time: formatShopTime(view.expiresAt, TIME_FORMAT) })}
        </Text>
      )}
      {view.role === 'SENDER' && view.state === 'IN_TRANSFER' && (
        <Text className='accept-ticket__note'>{t('transfer.accept.yours')}</Text>
      )}
      {failure && (
        <View className='accept-ticket__failure' role='alert'>
          {failure}
        </View>
      )}
      {canAccept && (
        <Button className='accept-ticket__accept' type='primary' block loading={busy} onClick={() => void accept()}>
          {t('transfer.accept.accept')}
        </Button>
      )}
      {view.state === 'ACCEPTED' && view.role === 'RECEIVER' && (
        <>
          <Text className='accept-ticket__note'>{t('transfer.accept.accepted')}</Text>
          <Button className='accept-ticket__holder' type='primary' block onClick={() => void navigate('ticketHolder')}>
            {t('transfer.accept.toHolder')}
          </Button>
        </>
      )}
    </View>
  )
}
