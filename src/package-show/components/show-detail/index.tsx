import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { recordAnnouncementRead } from '@/api/info'
import { SHOW_DETAIL_PAGE_SOURCE, type ShowAnnouncement } from '@/api/show'
import { RichContent } from '@/components/rich-content'
import { cardTags, priceDisplay, priceSettingsOf, priceText, seatPlansShownEarly } from '@/domain/show-display'
import { hasFlag } from '@/domain/shop-config'
import { preFillEntryVisible } from '@/domain/purchase/grab-info'
import { detailPanels } from '@/domain/purchase/show-buttons'
import { useSharePage } from '@/navigation/share'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { shopConfigAtom } from '@/state/shop'
import { PlaceAddress } from '../place-address'
import { LoadFailure, StatusView } from '@/components/status-view'
import { BuyBar } from './buy-bar'
import { DetailTabs } from './detail-tabs'
import { PackageTickets } from './package-tickets'
import { RecentOrderPanel } from './recent-order'
import { SeatPlansEarly } from './seat-plans-early'
import { useShowPage, type ShowPageData } from './use-show-page'
import './show-detail.scss'
import '@/i18n/locales/show'
import '@/i18n/locales/shows'
import '@/i18n/locales/purchase'

export interface ShowDetailProps {
  readonly showId: string
}

/**
 * The show detail (spec section 2, /content/{showId}): the static and dynamic parts merged, its
 * sessions with their status, venue with map navigation, age limits, announcements (read
 * records sent), the detail / notice / recommend tabs, and the bar with favourite, share,
 * reminder and the purchase button by state.
 */
export function ShowDetail({ showId }: ShowDetailProps) {
  const t = useT()
  const page = useShowPage(showId)
  if (page.status === 'loading') return <StatusView kind='loading' skeleton='poster' className='show-detail__loading' />
  if (page.status === 'error')
    return <LoadFailure error={page.error} notFound={t('show.detail.notFound')} onRetry={page.reload} />
  return <ShowDetailView data={page.data} onReload={page.reload} />
}

function ShowDetailView({ data, onReload }: { data: ShowPageData; onReload: () => void }) {
  const t = useT()
  const shop = useAtomValue(shopConfigAtom)
  const { show, sessions, ageLimits, announcements } = data
  useSharePage(
    'showDetail',
    { showId: show.showId },
    { title: show.showName, imageUrl: show.posterUrl, sensitive: show.isSensitive },
  )
  const zz = hasFlag(shop, 'MERCHANT_IS_ZZ')
  const panels = detailPanels({
    zz,
    forbidShare: shop?.forbidShare ?? null,
    sensitive: show.isSensitive ?? null,
    hiddenTicketPrice: shop?.hiddenTicketPrice ?? null,
    hiddenTicketPriceText: shop?.hiddenTicketPriceText ?? null,
  })
  const price = priceDisplay(show, priceSettingsOf(shop))
  const priceLine = priceText(price, t)
  const tags = cardTags(show.showTags, 6)
  const ageNotes = [
    ...new Set((ageLimits?.seatPlanAgeLimits ?? []).map((entry) => entry.ageLimit.description ?? '').filter(Boolean)),
  ]

  return (
    <View className='show-detail'>
      <View className='show-detail__head'>
        <Image
          className='show-detail__poster'
          src={show.posterUrl}
          mode='aspectFill'
          aria-label={t('shows.card.poster', { name: show.showName })}
        />
        <View className='show-detail__head-text'>
          <Text className='show-detail__name'>{show.showName}</Text>
          {tags.length > 0 && (
            <View className='show-detail__tags'>
              {tags.map((tag) => (
                <Text key={tag.title} className={`show-detail__tag${tag.marketing ? ' show-detail__tag--marketing' : ''}`}>
                  {tag.title}
                </Text>
              ))}
            </View>
          )}
          <Text className='show-detail__time'>{show.displayShowTime}</Text>
          {priceLine !== '' && <Text className='show-detail__price'>{priceLine}</Text>}
          <Text className={`show-detail__status show-detail__status--${show.showStatus}`}>
            {t(`shows.status.${show.showStatus}`)}
          </Text>
        </View>
      </View>

      {show.advertise && <Text className='show-detail__advert'>{show.advertise}</Text>}

      {preFillEntryVisible(show) && (
        <View
          className='show-detail__card show-detail__pre-fill'
          role='link'
          onClick={() => void navigate('showPreloadTicket', { showId: show.showId })}
        >
          <Text className='show-detail__pre-fill-title'>{t('show.preFill.entry')}</Text>
          <Text className='show-detail__muted'>{t('show.preFill.entryHint')}</Text>
        </View>
      )}

      <View className='show-detail__card'>
        <PlaceAddress name={show.venueName} address={show.venueAddress} lat={show.venueLat} lng={show.venueLng} />
        {show.tour && (
          <View
            className='show-detail__row show-detail__tour'
            role='button'
            onClick={() => show.tour && void navigate('tourDetail', { tourId: show.tour.tourId })}
          >
            <Text>{t('show.detail.tour', { name: show.tour.tourName, count: show.tour.cityCount })}</Text>
          </View>
        )}
        <View
          className='show-detail__row show-detail__coupons'
          role='button'
          onClick={() => void navigate('couponRecommendList', { showId: show.showId })}
        >
          <Text>{t('show.detail.coupons')}</Text>
        </View>
      </View>

      {(show.minLimitAge !== null || ageNotes.length > 0 || show.realName) && (
        <View className='show-detail__card show-detail__rules'>
          {show.minLimitAge !== null && (
            <Text className='show-detail__rule show-detail__age'>{t('show.detail.minAge', { age: show.minLimitAge })}</Text>
          )}
          {ageNotes.map((note) => (
            <Text key={note} className='show-detail__rule show-detail__age-note'>
              {note}
            </Text>
          ))}
          {show.realName && <Text className='show-detail__rule'>{t('show.detail.realName', { count: show.purchaseLimit })}</Text>}
        </View>
      )}

      {announcements.length > 0 && <Announcements showId={show.showId} list={announcements} />}

      <View className='show-detail__card show-detail__sessions'>
        <Text className='show-detail__section-title'>{t('show.detail.sessions', { count: sessions.length })}</Text>
        {sessions.length === 0 && <Text className='show-detail__muted'>{t('show.detail.noSessions')}</Text>}
        {sessions.map((session) => (
          <View key={session.bizShowSessionId} className='show-detail__session'>
            <Text className='show-detail__session-name'>{session.sessionName}</Text>
            {session.sessionStatus && (
              <Text className={`show-detail__session-status show-detail__session-status--${session.sessionStatus}`}>
                {t(`shows.status.${session.sessionStatus}`)}
              </Text>
            )}
          </View>
        ))}
      </View>

      {seatPlansShownEarly(show) && (
        <SeatPlansEarly
          showId={show.showId}
          sessionId={sessions[0]?.bizShowSessionId}
          description={show.seatPlanDisplayDesc ?? ''}
        />
      )}

      <PackageTickets showId={show.showId} />

      <RecentOrderPanel showId={show.showId} shown={panels.otherOrders} />

      <DetailTabs show={show} />

      <BuyBar data={data} zz={zz} panels={panels} onReload={onReload} />
    </View>
  )
}

/** The show's announcements: tapping one opens it and records the read (spec section 3, read record). */
function Announcements({ showId, list }: { showId: string; list: readonly ShowAnnouncement[] }) {
  const t = useT()
  const [open, setOpen] = useState<string | null>(null)
  const [read, setRead] = useState<ReadonlySet<string>>(
    () => new Set(list.filter((item) => item.read).map((item) => item.noticeId)),
  )
  const toggle = (item: ShowAnnouncement) => {
    setOpen((current) => (current === item.noticeId ? null : item.noticeId))
    if (read.has(item.noticeId)) return
    setRead((current) => new Set([...current, item.noticeId]))
    recordAnnouncementRead({
      announcementId: item.noticeId,
      showId,
      clientReadTime: Date.now(),
      pageSource: SHOW_DETAIL_PAGE_SOURCE,
    }).catch(() => undefined)
  }
  return (
    <View className='show-detail__card show-detail__notices'>
      {list.map((item) => (
        <View key={item.noticeId} className='show-detail__notice'>
          <View
            className={`show-detail__notice-title${read.has(item.noticeId) ? '' : ' show-detail__notice-title--unread'}`}
            role='button'
            aria-expanded={open === item.noticeId}
            onClick={() => toggle(item)}
          >
            <Text className='show-detail__notice-label'>{t('show.detail.notice')}</Text>
            <Text className='show-detail__notice-text'>{item.noticeTitle}</Text>
          </View>
          {open === item.noticeId && <RichContent className='show-detail__notice-body' html={item.noticeContent} />}
        </View>
      ))}
    </View>
  )
}
