import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { fetchSessions, fetchShowDetail } from '@/api/show'
import { sessionSelectable, type BookingMode } from '@/domain/booking'
import { preFillEntryVisible } from '@/domain/purchase/grab-info'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { SessionSection } from '../ticket-choice'
import { BookingFooter, GoodsSection, PlanChoices, QuantitySection } from './sections'
import { useBooking, type BookingData } from './use-booking'
import './booking.scss'
import '@/i18n/locales/show'
import '@/i18n/locales/shows'
import '@/i18n/locales/purchase'

export interface BookingProps {
  readonly showId: string
  readonly mode: BookingMode
  /** A session asked for (a shared link); else the gateway's sale session, else the first buyable. */
  readonly sessionId?: string
}

async function loadBooking(showId: string): Promise<BookingData> {
  const [show, sessions] = await Promise.all([fetchShowDetail(showId), fetchSessions(showId)])
  return { show, sessions }
}

/**
 * Booking and purchase (spec section 2, /booking/{showId} and /purchase/{showId}): the session,
 * the price tier and the quantity within the purchase limit; then the seat map or the confirm
 * order page (booking-flow.ts, noAutoJumpPickSeat). Opened for the waitlist or the shortage
 * registration, the same choices register the buyer instead.
 */
export function Booking({ showId, mode, sessionId }: BookingProps) {
  const t = useT()
  // Reloaded when the page shows again: the buyer's choices live in the booking machine, which the
  // fresh data only feeds (use-booking), so coming back keeps the session, tier and quantity.
  const load = useServerData(['booking', showId], () => loadBooking(showId))
  if (load.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (load.status === 'error') return <LoadFailure error={load.error} notFound={t('show.detail.notFound')} onRetry={load.retry} />
  return <BookingForm data={load.data} mode={mode} {...(sessionId ? { sessionId } : {})} />
}

/** The booking form: the machine of domain/checkout/booking (use-booking), rendered section by section. */
function BookingForm({ data, mode: askedMode, sessionId }: { data: BookingData; mode: BookingMode; sessionId?: string }) {
  const t = useT()
  const view = useBooking(data, askedMode, sessionId)
  const { show, sessions, form, dispatch } = view
  const { mode } = form
  const selectableSessions = useMemo(() => sessions.filter((item) => sessionSelectable(item, mode)), [sessions, mode])

  return (
    <View className={`booking booking--${mode}`}>
      <View className='booking__head'>
        <Image className='booking__poster' src={show.posterUrl} mode='aspectFill' aria-hidden />
        <View className='booking__head-text'>
          <Text className='booking__name'>{show.showName}</Text>
          <Text className='booking__venue'>{show.venueName}</Text>
        </View>
      </View>
      {mode !== 'buy' && <Text className='booking__mode'>{t(`show.booking.${mode}Intro`)}</Text>}
      {mode === 'buy' && form.preFilled && (
        <View className='booking__pre-filled' role='status'>
          <Text>{t('show.preFill.started')}</Text>
        </View>
      )}
      {mode === 'buy' && preFillEntryVisible(show) && (
        <View
          className='booking__pre-fill-entry'
          role='link'
          onClick={() => void navigate('showPreloadTicket', { showId: show.showId })}
        >
          <Text>{t('show.preFill.entry')}</Text>
        </View>
      )}

      <SessionSection
        block='booking'
        sessions={sessions}
        chosenId={form.session?.bizShowSessionId}
        selectable={(item) => sessionSelectable(item, mode)}
        onChoose={(item) => dispatch({ type: 'sessionChosen', session: item })}
        notice={
          selectableSessions.length === 0 && (
            <View className='booking__muted booking__no-sessions' role='status'>
              <Text>{t('show.booking.noSessions')}</Text>
            </View>
          )
        }
        renderSession={(item) => (
          <>
            <Text className='booking__chip-name'>{item.sessionName}</Text>
            {item.sessionStatus && item.sessionStatus !== 'ON_SALE' && (
              <Text className='booking__chip-tag'>{t(`shows.status.${item.sessionStatus}`)}</Text>
            )}
          </>
        )}
      />
      {form.session && <PlanChoices view={view} />}
      <QuantitySection view={view} />
      {view.attendees.view}
      <GoodsSection view={view} />
      <BookingFooter view={view} />
    </View>
  )
}
