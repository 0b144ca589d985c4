import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchShowGroup, type ShowGroup } from '@/api/places'
import { ShowCard } from '@/components/show-card'
import { captchaNotice, type CaptchaNotice } from '@/domain/places'
import { useSharePage } from '@/navigation/share'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import { PlaceAddress } from '../place-address'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import './group-detail.scss'
import '@/i18n/locales/places'
import { formatShopTime } from '@/domain/shop-time'

/** How a captcha window's times read. */
const CAPTCHA_TIME_FORMAT = 'MM-DD HH:mm'

export interface GroupDetailProps {
  /** The group's id (contains SG). */
  readonly showGroupId: string
}

/**
 * Group show detail (issue 7 item 7): the group, its theatre or location and address (with map
 * navigation where the platform has it), and its shows, each with its captcha window while one
 * is ahead (showCaptchaInfos). A show opens show detail.
 */
export function GroupDetail({ showGroupId }: GroupDetailProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const group = useServerData(['show-group', showGroupId, locale], () => fetchShowGroup(showGroupId))
  if (group.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (group.status === 'error')
    return <LoadFailure error={group.error} notFound={t('places.group.notFound')} onRetry={group.reload} />
  return <GroupBody group={group.data} />
}

function GroupBody({ group }: { group: ShowGroup }) {
  const t = useT()
  useSharePage('groupShowDetail', { showId: group.showGroupId }, { title: group.showGroupName, imageUrl: group.posterUrl })
  const now = Date.now()
  const notices = new Map(
    group.showCaptchaInfos
      .map((info) => [info.showId, captchaNotice(info.captchaSwitch, now)] as const)
      .filter((entry): entry is readonly [string, CaptchaNotice] => entry[1] !== null),
  )

  return (
    <View className='group-detail' data-group-id={group.showGroupId}>
      <View className='group-detail__header'>
        <Image className='group-detail__poster' src={group.posterUrl} mode='aspectFill' aria-label={group.showGroupName} />
        <View className='group-detail__heading'>
          <Text className='group-detail__name'>{group.showGroupName}</Text>
          <Text className='group-detail__theatre'>{group.theaterOrLocationName}</Text>
          <Text className='group-detail__count'>{t('places.common.showCount', { count: group.shows.length })}</Text>
        </View>
      </View>

      <View className='group-detail__place'>
        <PlaceAddress name={group.theaterOrLocationName} address={group.address} lat={group.lat} lng={group.lng} />
      </View>

      <Text className='group-detail__section'>{t('places.group.shows')}</Text>
      {group.shows.length === 0 ? (
        <StatusView kind='empty' message={t('places.group.empty')} />
      ) : (
        <View className='group-detail__shows'>
          {group.shows.map((show) => {
            const notice = notices.get(show.showId)
            return (
              <View key={show.showId} className='group-detail__show'>
                <ShowCard show={show} />
                {notice && <CaptchaLine notice={notice} />}
              </View>
            )
          })}
        </View>
      )}
    </View>
  )
}

function CaptchaLine({ notice }: { notice: CaptchaNotice }) {
  const t = useT()
  const type = (notice.types.length ? notice.types : ['DEFAULT'])
    .map((kind) => t(`places.group.captchaTypes.${kind}`, { defaultValue: t('places.group.captchaTypes.DEFAULT') }))
    .join(t('places.group.typeJoin'))
  const start = formatShopTime(notice.startTime, CAPTCHA_TIME_FORMAT)
  const end = formatShopTime(notice.endTime, CAPTCHA_TIME_FORMAT)
  return (
    <Text className={`group-detail__captcha group-detail__captcha--${notice.phase}`}>
      {notice.phase === 'open'
        ? t('places.group.captchaOpen', { type, end })
        : t('places.group.captchaUpcoming', { type, start, end })}
    </Text>
  )
}
