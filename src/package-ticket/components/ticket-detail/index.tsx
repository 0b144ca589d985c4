import { Image, Text, View } from '@tarojs/components'
import { fetchTicket, type TicketDetail as Ticket } from '@/api/ticket'
import { OfflineNote, useHolderData } from '@/components/holder-data'
import { Button } from '@/components/ui'
import { maskIdNumber } from '@/domain/masking'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { isNotFound } from '@/api/home'
import { useT } from '@/i18n/use-t'
import { goBack, navigate } from '@/navigation/navigate'
import { EntryCode } from '../entry-code'
import './ticket-detail.scss'
import '@/i18n/locales/ticket'
import { formatShopTime } from '@/domain/shop-time'
import { realNameSupplementOpen } from '@showtix/contract/rules'
import { TicketButtons, TransferEntry } from './transfer-entry'
import { TicketPosterEntry } from '../poster/entry'

const SHOW_TIME_FORMAT = 'YYYY-MM-DD HH:mm'

/**
 * One ticket of the holder (spec section 2, Ticket: ticket-detail-new; the payment return
 * /ticket-detail): the show, session time, venue, seat and price, the attendee with a masked ID,
 * the state, the entry QR (rotating, D4) and the pickup code. Kept on the device for when the
 * gateway cannot be reached (s8): then the kept copy shows, marked offline, and its code still turns.
 */
export function TicketDetail({ ticketId }: { readonly ticketId: string }) {
  const t = useT()
  const load = useHolderData('ticketDetail', 'ticket', ticketId, () => fetchTicket(ticketId))
  if (load.status === 'loading') {
    return (
      <View className='ticket-detail ticket-detail--loading' aria-busy aria-label={t('ticket.detail.loading')}>
        <View className='ticket-detail__skeleton ticket-detail__skeleton--head' />
        <View className='ticket-detail__skeleton' />
        <View className='ticket-detail__skeleton ticket-detail__skeleton--code' />
      </View>
    )
  }
  if (load.status === 'error') {
    const notYours = isNotFound(load.error)
    return (
      <View className={`ticket-detail__state ticket-detail__state--${notYours ? 'not-yours' : 'error'}`} role='alert'>
        <Text className='ticket-detail__state-title'>
          {notYours ? t('ticket.detail.notYours') : t('ticket.detail.loadFailed')}
        </Text>
        {notYours && <Text className='ticket-detail__state-body'>{t('ticket.detail.notYoursBody')}</Text>}
        <View className='ticket-detail__state-actions'>
          {notYours ? (
            <Button
              className='ticket-detail__to-holder'
              type='primary'
              size='small'
              onClick={() => void navigate('ticketHolder')}
            >
              {t('ticket.detail.toHolder')}
            </Button>
          ) : (
            <Button className='ticket-detail__retry' type='primary' size='small' onClick={load.retry}>
              {t('ticket.detail.retry')}
            </Button>
          )}
          <Button className='ticket-detail__back' size='small' onClick={() => void goBack()}>
            {t('ticket.detail.back')}
          </Button>
        </View>
      </View>
    )
  }
  return (
    <>
      <OfflineNote since={load.data.offlineSince} />
      <TicketView ticket={load.data.data} />
    </>
  )
}

function TicketView({ ticket }: { readonly ticket: Ticket }) {
  const t = useT()
  const usable = ticket.state === 'VALID'
  return (
    <View className={`ticket-detail ticket-detail--${ticket.state.toLowerCase()}`} data-state={ticket.state}>
      <View className='ticket-detail__card'>
        <View className='ticket-detail__head'>
          <Image className='ticket-detail__poster' src={ticket.posterUrl} mode='aspectFill' aria-hidden />
          <View className='ticket-detail__head-text'>
            <Text className='ticket-detail__show'>{ticket.showName}</Text>
            <Text className='ticket-detail__line ticket-detail__time'>
              {ticket.showTime ? formatShopTime(ticket.showTime, SHOW_TIME_FORMAT) : ticket.sessionName}
            </Text>
            <Text className='ticket-detail__line ticket-detail__venue'>{ticket.venueName}</Text>
            {ticket.venueAddress ? <Text className='ticket-detail__line ticket-detail__small'>{ticket.venueAddress}</Text> : null}
          </View>
          <Text className={`ticket-detail__badge ticket-detail__badge--${ticket.state.toLowerCase()}`}>{ticket.stateTitle}</Text>
        </View>

        <View className='ticket-detail__rows'>
          <Row label={t('ticket.detail.seat')} value={[ticket.seatPlanName, ticket.seatInfo].filter(Boolean).join(' · ')} />
          <Row label={t('ticket.detail.price')} value={moneyText(yuanToCents(ticket.price), ticket.currency)} />
          {ticket.audienceName ? (
            <Row
              label={t('ticket.detail.attendee')}
              value={`${ticket.audienceName}${ticket.idNo ? `  ${maskIdNumber(ticket.idNo)}` : ''}`}
              className='ticket-detail__attendee'
            />
          ) : null}
          <Row label={t('ticket.detail.ticketNo')} value={ticket.ticketNo} />
        </View>
        {usable && ticket.realName && !ticket.audienceName ? <HolderNeeded ticket={ticket} /> : null}

        <View className='ticket-detail__perforation' aria-hidden />

        <View className='ticket-detail__code-box'>
          {ticket.qrCode || ticket.gateSecret ? (
            <>
              <Text className='ticket-detail__code-label'>{t('ticket.detail.entryCode')}</Text>
              <EntryCode ticket={ticket} />
              <Button
                className='ticket-detail__full'
                size='small'
                fill='outline'
                onClick={() => void navigate('ticketCode', { id: ticket.ticketId })}
              >
                {t('ticket.code.full')}
              </Button>
            </>
          ) : (
            <Text className='ticket-detail__no-code'>
              {usable ? t('ticket.detail.paperTicket') : t('ticket.detail.noCode', { state: ticket.stateTitle })}
            </Text>
          )}
          {ticket.state === 'USED' || ticket.state === 'EXPIRED' ? (
            <Button
              className='ticket-detail__stub'
              size='small'
              fill='outline'
              onClick={() => void navigate('ticketStubPrint', { ticketId: ticket.ticketId })}
            >
              {t('ticket.detail.stub')}
            </Button>
          ) : null}
          {ticket.pickupCode && usable ? (
            <View className='ticket-detail__pickup'>
              <Text className='ticket-detail__code-label'>{t('ticket.detail.pickupCode')}</Text>
              <Text className='ticket-detail__pickup-code'>{ticket.pickupCode}</Text>
            </View>
          ) : null}
          {ticket.exchangeCode ? (
            <View className='ticket-detail__pickup ticket-detail__exchange'>
              <Text className='ticket-detail__code-label'>{t('ticket.detail.exchangeCode')}</Text>
              <Text className='ticket-detail__pickup-code ticket-detail__exchange-code'>{ticket.exchangeCode}</Text>
              <Text className='ticket-detail__small'>{t('ticket.detail.exchangeHint')}</Text>
            </View>
          ) : null}
        </View>
      </View>

      <TicketButtons ticket={ticket} />
      <TransferEntry ticket={ticket} />
      <View className='ticket-detail__actions'>
        <Button className='ticket-detail__to-order' onClick={() => void navigate('orderDetail', { orderId: ticket.orderId })}>
          {t('ticket.detail.toOrder')}
        </Button>
        <Button
          className='ticket-detail__to-show'
          fill='outline'
          onClick={() => void navigate('showDetail', { showId: ticket.showId })}
        >
          {t('ticket.detail.toShow')}
        </Button>
        <TicketPosterEntry ticketId={ticket.ticketId} />
      </View>
    </View>
  )
}

/** A real-name ticket bought without its holder: until when one can be added, and the way to add one (D9). */
function HolderNeeded({ ticket }: { readonly ticket: Ticket }) {
  const t = useT()
  const open = realNameSupplementOpen(ticket.identityLimitTime, Date.now())
  return (
    <View className='ticket-detail__holder-needed' role='status'>
      <Text className='ticket-detail__holder-title'>{t('ticket.realName.needed')}</Text>
      <Text className='ticket-detail__small'>
        {open && ticket.identityLimitTime
          ? t('ticket.realName.deadline', { time: formatShopTime(ticket.identityLimitTime, SHOW_TIME_FORMAT) })
          : t('ticket.realName.closed')}
      </Text>
      {open && (
        <Button
          className='ticket-detail__add-holder'
          type='primary'
          size='small'
          onClick={() => void navigate('realNameSingle', { ticketId: ticket.ticketId })}
        >
          {t('ticket.realName.toAdd')}
        </Button>
      )}
    </View>
  )
}

function Row({ label, value, className }: { readonly label: string; readonly value: string; readonly className?: string }) {
  return (
    <View className={`ticket-detail__row${className ? ` ${className}` : ''}`}>
      <Text className='ticket-detail__label'>{label}</Text>
      <Text className='ticket-detail__value'>{value}</Text>
    </View>
  )
}
