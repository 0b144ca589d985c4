import { Text, View } from '@tarojs/components'
import { fetchTicketStubs, type TicketStub } from '@/api/ticket-stubs'
import { MoreFooter, usePaged, usePagedPage } from '@/components/paged'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { StubCanvasHost } from './stub-canvas'
import { StubCard } from './stub-card'
import { useSaveStub } from './use-save-stub'
import './ticket-stubs.scss'
import '@/i18n/locales/shop'

const idOf = (stub: TicketStub) => stub.ticket.ticketId

/**
 * ticket-stub-list (spec s2, D6): the buyer's commemorative stubs, one per used ticket or ticket
 * whose show is over, latest first, paged; each saves as an image (D6), and prints
 * (ticket-stub-print) or shows its print order.
 */
export function TicketStubList() {
  const t = useT()
  const paged = usePaged(fetchTicketStubs, 'ticket-stubs', idOf)
  const image = useSaveStub()
  usePagedPage(paged)
  if (paged.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (paged.status === 'error')
    return <LoadFailure error={paged.error} onRetry={paged.reload} exit='back' message={t('shop.stub.loadFailed')} />
  if (!paged.items.length)
    return <StatusView kind='empty' message={t('shop.stub.empty')} hint={t('shop.stub.emptyHint')} exit='back' />
  return (
    <View className='ticket-stubs'>
      {paged.items.map((stub) => (
        <View key={stub.ticket.ticketId} className='ticket-stubs__item'>
          <StubCard ticket={stub.ticket} />
          <View className='ticket-stubs__actions'>
            <Button
              className='ticket-stubs__save'
              size='small'
              fill='outline'
              loading={image.saving === stub.ticket.ticketId}
              disabled={image.saving !== null}
              onClick={() => void image.save(stub.ticket)}
            >
              {t(image.saving === stub.ticket.ticketId ? 'shop.stub.saving' : 'shop.stub.save')}
            </Button>
            {stub.print ? (
              <View
                className='ticket-stubs__print-state'
                role='button'
                onClick={() => void navigate('orderDetail', { orderId: stub.print?.orderId ?? '' })}
              >
                <Text>{t('shop.stub.printed', { state: stub.print.orderStatusTitle })}</Text>
              </View>
            ) : (
              <Button
                className='ticket-stubs__print'
                size='small'
                type='primary'
                fill='outline'
                onClick={() => void navigate('ticketStubPrint', { ticketId: stub.ticket.ticketId })}
              >
                {t('shop.stub.print')}
              </Button>
            )}
          </View>
        </View>
      ))}
      <MoreFooter more={paged.more} hasMore={paged.hasMore} onMore={paged.loadMore} />
      <StubCanvasHost />
    </View>
  )
}
