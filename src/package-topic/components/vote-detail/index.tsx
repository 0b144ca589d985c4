import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { castVote, fetchVote, type VoteDetail as Vote, type VoteOption } from '@/api/votes'
import { feedback } from '@/components/feedback'
import { failureText } from '@/components/feedback/failure-text'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { useThrottledAction } from '@/components/throttled-action'
import { Button } from '@/components/ui'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { openLogin } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { userIdAtom } from '@/state/session'
import { windowTime } from '../topic-activity/topic-votes'
import '../topic.scss'
import '@/i18n/locales/topic'

/**
 * A vote (spec s2 vote-detail/{id}; D25): its window (not open yet, open until, ended), the votes
 * a user may cast per day and those left today, the options with a vote button while the window
 * is open and votes are left (login first), and the results once the user has voted or the vote
 * has ended. A refusal (voted today, closed) says why and leaves the page as it was.
 */
export function VoteDetail({ voteId }: { readonly voteId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const userId = useAtomValue(userIdAtom)
  const vote = useServerData(['vote', voteId, locale, userId ?? ''], () => fetchVote(voteId), { enabled: voteId !== '' })
  const [message, setMessage] = useState<string | undefined>()
  const cast = useThrottledAction(
    useCallback(
      async (option: VoteOption) => {
        if (!userId) {
          await openLogin()
          return
        }
        setMessage(undefined)
        try {
          vote.setData(await castVote(voteId, option.optionId))
          feedback.presenter.toast({ text: t('topic.vote.done') }, TOAST_DURATION_MS)
        } catch (error) {
          setMessage(t('topic.vote.failed', { reason: failureText(error, t('topic.vote.network')) }))
          void vote.reload()
        }
      },
      [userId, voteId, vote, t],
    ),
  )
  if (!voteId) return <StatusView kind='notFound' message={t('topic.vote.notFound')} exit='back' />
  if (vote.status === 'loading') return <StatusView kind='loading' />
  if (vote.status === 'error')
    return (
      <LoadFailure
        error={vote.error}
        notFound={t('topic.vote.notFound')}
        message={t('topic.vote.loadFailed')}
        onRetry={vote.retry}
        exit='back'
      />
    )
  const data = vote.data
  // Shown while the window is open: with no votes left today the status line says so, and a tap is refused by the gateway in its words.
  const canCast = data.state === 'OPEN'
  return (
    <View className='vote' data-state={data.state}>
      <View className='vote__card'>
        <Text className='vote__title'>{data.title}</Text>
        <Text className={`vote__window${data.state === 'OPEN' ? '' : ' vote__window--off'}`}>
          {t(`topic.vote.${data.state}`, { time: windowTime(data) })}
        </Text>
        {data.description ? <Text className='vote__text'>{data.description}</Text> : null}
        <Text className='vote__note'>{t('topic.vote.perDay', { count: data.perDay })}</Text>
        <View className='vote__note vote__status' role='status'>
          <Text>{statusLine(t, data, Boolean(userId))}</Text>
        </View>
        {message ? (
          <View className='vote__note vote__refused' role='alert'>
            <Text>{message}</Text>
          </View>
        ) : null}
      </View>
      <View className='vote__card'>
        {data.options.map((option, index) => (
          <OptionRow key={option.optionId} option={option} index={index} canCast={canCast} onCast={() => cast(option)} />
        ))}
        <Text className='vote__note vote__total'>
          {data.showResults ? t('topic.vote.total', { count: data.totalVotes ?? 0 }) : t('topic.vote.hidden')}
        </Text>
      </View>
    </View>
  )
}

function statusLine(t: ReturnType<typeof useT>, vote: Vote, loggedIn: boolean): string {
  if (vote.state === 'NOT_STARTED') return t('topic.vote.notStarted')
  if (vote.state === 'ENDED') return t('topic.vote.ended')
  if (loggedIn && vote.votesLeftToday === 0) return t('topic.vote.noneLeft')
  return t('topic.vote.left', { count: vote.votesLeftToday })
}

function OptionRow(props: {
  readonly option: VoteOption
  readonly index: number
  readonly canCast: boolean
  readonly onCast: () => void
}) {
  const t = useT()
  const { option } = props
  return (
    <View className='vote__option' data-option={option.optionId}>
      <View className='vote__option-head'>
        {option.imageUrl ? (
          <Image className='vote__image' src={option.imageUrl} mode='aspectFill' />
        ) : (
          <Text className='vote__badge'>{props.index + 1}</Text>
        )}
        <Text className='vote__option-title'>{option.title}</Text>
        {option.mine ? <Text className='vote__mine'>{t('topic.vote.mine')}</Text> : null}
        {props.canCast ? (
          <Button className='vote__cast' size='small' type='primary' onClick={props.onCast}>
            {t('topic.vote.cast')}
          </Button>
        ) : null}
      </View>
      {option.percent !== null ? (
        <>
          <View className='vote__bar'>
            <View className='vote__fill' style={{ width: `${option.percent}%` }} />
          </View>
          <View className='vote__count'>
            <Text>{t('topic.vote.count', { count: option.count ?? 0 })}</Text>
            <Text className='vote__percent'>{option.percent}%</Text>
          </View>
        </>
      ) : null}
    </View>
  )
}
