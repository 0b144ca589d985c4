import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { fetchServiceNotes, fetchShowDescription, type ServiceNote, type ShowDetail } from '@/api/show'
import { RichContent, hasRichContent } from '@/components/rich-content'
import { ShowRecommend } from '@/components/show-recommend'
import { useT } from '@/i18n/use-t'
import { useServerData } from '@/components/server-data'
import { StatusView } from '@/components/status-view'
import '@/i18n/locales/show'

export const DETAIL_TABS = ['detail', 'notice', 'recommend'] as const
export type DetailTab = (typeof DETAIL_TABS)[number]

/** The tabs under the show (spec section 2): detail (rich text), notice (service notes), recommend. */
export function DetailTabs({ show }: { show: ShowDetail }) {
  const t = useT()
  const [tab, setTab] = useState<DetailTab>('detail')
  return (
    <View className='show-tabs'>
      <View className='show-tabs__bar' role='tablist'>
        {DETAIL_TABS.map((name) => (
          <View
            key={name}
            className={`show-tabs__tab show-tabs__tab--${name}${tab === name ? ' show-tabs__tab--active' : ''}`}
            role='tab'
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            <Text>{t(`show.tabs.${name}`)}</Text>
          </View>
        ))}
      </View>
      <View className='show-tabs__panel' role='tabpanel'>
        {tab === 'detail' && <Description showId={show.showId} />}
        {tab === 'notice' && <Notes showId={show.showId} fallback={show.noteInfos} />}
        {tab === 'recommend' && <ShowRecommend showId={show.showId} cityId={show.cityId} count={6} />}
      </View>
    </View>
  )
}

function Description({ showId }: { showId: string }) {
  const t = useT()
  const load = useServerData(['show-description', showId], () => fetchShowDescription(showId))
  if (load.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (load.status === 'error')
    return <StatusView kind='error' message={t('show.detail.descriptionFailed')} onRetry={load.reload} />
  if (!hasRichContent(load.data.description)) return <StatusView kind='empty' message={t('show.detail.noDescription')} />
  return <RichContent className='show-tabs__rich' html={load.data.description} />
}

function Notes({ showId, fallback }: { showId: string; fallback: readonly ServiceNote[] }) {
  const t = useT()
  const load = useServerData(['show-service-notes', showId], () => fetchServiceNotes(showId).catch(() => fallback))
  if (load.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  const notes = load.status === 'ready' ? load.data : fallback
  if (notes.length === 0) return <StatusView kind='empty' message={t('show.detail.noNotes')} />
  return (
    <View className='show-tabs__notes'>
      {notes.map((note) => (
        <View key={note.code} className={`show-tabs__note${note.type ? '' : ' show-tabs__note--no'}`}>
          <Text className='show-tabs__note-mark' aria-hidden>
            {note.type ? '✓' : '✕'}
          </Text>
          <View className='show-tabs__note-text'>
            <Text className='show-tabs__note-name'>{note.name}</Text>
            <Text className='show-tabs__note-value'>{note.value}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
