import { Text, View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import { recordAnnouncementRead } from '@/api/info'
import { IconArrowRight } from '@/components/ui'
import { HOME_PAGE_SOURCE, type Notice } from '@/domain/home-layout'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import '@/i18n/locales/home'

/**
 * The shop's announcements on the home tab (spec section 9: 2 lines each, the rest cut). Each one
 * shown sends its read record once (pageSource HOME); a tap opens announce-detail.
 */
export function NoticeBar({ items }: { readonly items: readonly Notice[] }) {
  const t = useT()
  const recorded = useRef(new Set<string>())
  const ids = items.map((item) => item.noticeId).join(',')

  useEffect(() => {
    for (const item of items) {
      if (recorded.current.has(item.noticeId)) continue
      recorded.current.add(item.noticeId)
      // A lost read record is not the buyer's problem: nothing is shown for it.
      recordAnnouncementRead({ announcementId: item.noticeId, clientReadTime: Date.now(), pageSource: HOME_PAGE_SOURCE }).catch(
        () => undefined,
      )
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the notices' ids, not the array's identity
  }, [ids])

  return (
    <View className='home-notices' role='region' aria-label={t('home.announcement')}>
      {items.map((item) => (
        <View
          key={item.noticeId}
          className='home-notices__item'
          role='link'
          data-notice={item.noticeId}
          onClick={() => void openPage('announceDetail', { id: item.noticeId })}
        >
          <Text className='home-notices__label'>{t('home.announcement')}</Text>
          <Text className='home-notices__title'>{item.noticeTitle}</Text>
          <IconArrowRight size={12} className='home-notices__chevron' />
        </View>
      ))}
    </View>
  )
}
