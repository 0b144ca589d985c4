import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchTopicVotes } from '@/api/votes'
import { useServerData } from '@/components/server-data'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import '../topic.scss'
import '@/i18n/locales/topic'

export const VOTE_TIME_FORMAT = 'YYYY-MM-DD HH:mm'

/** The time a vote's window line names: its start before it opens, else its end. */
export function windowTime(vote: { readonly state: string; readonly startsAt: number; readonly endsAt: number }): string {
  return formatShopTime(vote.state === 'NOT_STARTED' ? vote.startsAt : vote.endsAt, VOTE_TIME_FORMAT)
}

/** A topic's votes (D25: a vote belongs to a topic), each opening its vote page. Nothing when it has none. */
export function TopicVotes({ topicId }: { readonly topicId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const votes = useServerData(['topic-votes', topicId, locale], () => fetchTopicVotes(topicId))
  if (votes.status !== 'ready' || votes.data.length === 0) return null
  return (
    <View className='topic__section topic-votes'>
      <Text className='topic__heading'>{t('topic.votes')}</Text>
      {votes.data.map((vote) => (
        <View
          key={vote.voteId}
          className='topic__row'
          role='link'
          data-vote={vote.voteId}
          onClick={() => void navigate('voteDetail', { id: vote.voteId })}
        >
          <View className='topic__row-main'>
            <Text>{vote.title}</Text>
            <Text className='topic__muted'>{t(`topic.vote.${vote.state}`, { time: windowTime(vote) })}</Text>
          </View>
          <Text className='topic__link'>{t('topic.vote.cast')}</Text>
        </View>
      ))}
    </View>
  )
}
