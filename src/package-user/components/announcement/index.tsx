import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { fetchAnnouncement, recordAnnouncementRead } from '@/api/info'
import { IconArrowRight } from '@/components/ui'
import { isAnnouncementId, readRecord } from '@/domain/info'
import { safeUrl } from '@/domain/rich-text'
import { isNotFound } from '@/http'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { useServerData } from '@/components/server-data'
import { StatusView } from '@/components/status-view'
import { RichContent, hasRichContent } from '@/components/rich-content'
import './announcement.scss'
import '@/i18n/locales/info'
import { formatShopTime } from '@/domain/shop-time'

export interface AnnouncementProps {
  /** The announcement's id (web path announce/{id}). */
  readonly id: string | undefined
  /** The show page it was opened from, for the read record. */
  readonly showId?: string | undefined
}

/**
 * One announcement (spec section 3: noticeTitle, noticeContent as sanitised rich text,
 * noticeMoreUrl) from the gateway. Once it is shown, its read record goes to the gateway
 * (announcementId, showId, clientReadTime, pageSource), once per announcement.
 */
export function Announcement({ id, showId }: AnnouncementProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const valid = isAnnouncementId(id)
  const load = useServerData(['announcement', id, locale], () =>
    valid ? fetchAnnouncement(id) : Promise.reject(new Error('no announcement id')),
  )
  const recorded = useRef<string | undefined>(undefined)

  const shownId = load.status === 'ready' ? load.data.noticeId : undefined
  useEffect(() => {
    if (!shownId || recorded.current === shownId) return
    recorded.current = shownId
    // A lost read record is not the buyer's problem: nothing is shown for it.
    recordAnnouncementRead(readRecord(shownId, Date.now(), showId)).catch(() => undefined)
  }, [shownId, showId])

  if (load.status === 'loading') return <StatusView kind='loading' />
  if (load.status === 'error') {
    const missing = !valid || isNotFound(load.error)
    if (missing) {
      return <StatusView kind='notFound' message={t('info.announce.notFound')} exit='back' />
    }
    return <StatusView kind='error' message={t('info.announce.loadFailed')} onRetry={load.reload} />
  }

  const notice = load.data
  const more = safeUrl(notice.noticeMoreUrl ?? undefined, ['http:', 'https:'])
  return (
    <View className='announcement' data-notice={notice.noticeId}>
      <View className='announcement__card'>
        <Text className='announcement__title'>{notice.noticeTitle}</Text>
        {notice.startTime ? (
          <Text className='announcement__date'>
            {t('info.announce.published', { date: formatShopTime(notice.startTime, 'YYYY-MM-DD') })}
          </Text>
        ) : null}
        {hasRichContent(notice.noticeContent) ? (
          <RichContent className='announcement__content' html={notice.noticeContent} />
        ) : (
          <StatusView kind='empty' message={t('info.announce.empty')} />
        )}
        {more && (
          <View className='announcement__more' role='link' onClick={() => void openPage('webView', { url: more })}>
            <Text className='announcement__more-text'>{t('info.announce.more')}</Text>
            <IconArrowRight size={12} className='announcement__chevron' />
          </View>
        )}
      </View>
    </View>
  )
}
