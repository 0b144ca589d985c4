/**
 * What each share page draws: a show (share-show-detail), a ticket (share-ticket), a paid order
 * (share-pay-success), a topic (share-topic-activity): each loads its subject, shows loading and a
 * failure with retry (or "not found" with a way out), then the poster. A ticket's and an order's
 * posters are of their show (the code opens the show, never the personal ticket or order).
 */
import { useAtomValue } from 'jotai'
import { fetchLayout, isNotFound } from '@/api/home'
import { fetchOrderDetail } from '@/api/order'
import { fetchShowDetail } from '@/api/show'
import { fetchTicket } from '@/api/ticket'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { priceDisplay, priceSettingsOf, priceText } from '@/domain/show-display'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import { shopConfigAtom } from '@/state/shop'
import { PosterView, type PosterSubject, type PosterTarget } from '.'
import '@/i18n/locales/poster'
import '@/i18n/locales/shows'

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

interface Loaded {
  readonly subject: PosterSubject
  readonly target: PosterTarget
}

/** Loading, failed or the poster of what `load` answers. */
function PosterOf({
  data,
  notFound,
  fileName,
}: {
  readonly data: ReturnType<typeof useServerData<Loaded>>
  readonly notFound: string
  readonly fileName: string
}) {
  if (data.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (data.status === 'error') return <LoadFailure error={data.error} notFound={notFound} onRetry={data.retry} exit='back' />
  return <PosterView subject={data.data.subject} target={data.data.target} fileName={fileName} />
}

/** A show's sensitivity (D33), or false when the show cannot be read (the poster's own data stands). */
async function sensitive(showId: string): Promise<boolean> {
  return fetchShowDetail(showId).then(
    (show) => show.isSensitive === true,
    () => false,
  )
}

/** share-show-detail?showId: the show with its time, venue and price. */
export function ShowPoster({ showId }: { readonly showId: string }) {
  const t = useT()
  const shop = useAtomValue(shopConfigAtom)
  const locale = useAtomValue(localeAtom)
  const data = useServerData(['poster-show', showId, locale], async (): Promise<Loaded> => {
    const show = await fetchShowDetail(showId)
    return {
      subject: {
        title: show.showName,
        time: show.displayShowTime,
        venue: show.venueName,
        price: priceText(priceDisplay(show, priceSettingsOf(shop)), t),
        imageUrl: show.posterUrl,
        sensitive: show.isSensitive,
      },
      target: { name: 'showDetail', params: { showId: show.showId } },
    }
  })
  return <PosterOf data={data} notFound={t('poster.showNotFound')} fileName={`show-${showId}`} />
}

/** share-ticket?ticketId: the ticket's show, session and venue (no price: a ticket is not on sale). */
export function TicketPoster({ ticketId }: { readonly ticketId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const data = useServerData(['poster-ticket', ticketId, locale], async (): Promise<Loaded> => {
    const ticket = await fetchTicket(ticketId)
    return {
      subject: {
        title: ticket.showName,
        time: formatShopTime(ticket.showTime, TIME_FORMAT) || ticket.sessionName,
        venue: ticket.venueName,
        imageUrl: ticket.posterUrl,
        sensitive: await sensitive(ticket.showId),
      },
      target: { name: 'showDetail', params: { showId: ticket.showId } },
    }
  })
  return <PosterOf data={data} notFound={t('poster.ticketNotFound')} fileName={`ticket-${ticketId}`} />
}

/** share-pay-success?orderId: the show just bought, its session and venue. */
export function PaySuccessPoster({ orderId }: { readonly orderId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const data = useServerData(['poster-order', orderId, locale], async (): Promise<Loaded> => {
    const order = await fetchOrderDetail(orderId)
    return {
      subject: {
        title: order.firstShowName,
        time: order.showTimeDesc || order.sessionName,
        venue: order.items[0]?.venueName ?? order.firstVenueName,
        imageUrl: order.displayPosterURL,
        sensitive: await sensitive(order.firstShowId),
      },
      target: { name: 'showDetail', params: { showId: order.firstShowId } },
    }
  })
  return <PosterOf data={data} notFound={t('poster.orderNotFound')} fileName={`order-${orderId}`} />
}

/** The layout types a topic is shown with (as the topic page asks): TOPIC, else TOPIC_COUPON. */
const TOPIC_PAGES = ['TOPIC', 'TOPIC_COUPON'] as const

async function topicLayout(topicId: string) {
  try {
    return await fetchLayout(TOPIC_PAGES[0], { topicId })
  } catch (error) {
    if (!isNotFound(error)) throw error
    return fetchLayout(TOPIC_PAGES[1], { topicId })
  }
}

/** The picture of a layout's first banner (the gateway's raw components). */
function firstBanner(components: readonly unknown[]): string | undefined {
  for (const component of components) {
    const { componentType, items } = (component ?? {}) as { componentType?: unknown; items?: unknown }
    const first =
      componentType === 'BANNER' && Array.isArray(items) ? (items[0] as { imageUrl?: unknown } | undefined) : undefined
    if (typeof first?.imageUrl === 'string' && first.imageUrl) return first.imageUrl
  }
  return undefined
}

/** share-topic-activity?topicId: the topic's title and its first banner. */
export function TopicPoster({ topicId }: { readonly topicId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const data = useServerData(['poster-topic', topicId, locale], async (): Promise<Loaded> => {
    const layout = await topicLayout(topicId)
    return {
      subject: { title: layout.title ?? '', imageUrl: firstBanner(layout.components) },
      target: { name: 'topicActivity', params: { topicId } },
    }
  })
  return <PosterOf data={data} notFound={t('poster.topicNotFound')} fileName={`topic-${topicId}`} />
}
