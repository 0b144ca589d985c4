import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { firstOpenSession } from '@/domain/open-show'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { SessionChoices } from './sessions'
import { useOpenShow } from './use-open-show'
import './open-show.scss'
import '@/i18n/locales/open-show'

/**
 * The open show's detail (spec s2 open-show-detail; D24): the event, its venue, the sessions with
 * their places, then the registration form of the session chosen.
 */
export function OpenShowDetail({ showId, sessionId }: { readonly showId: string; readonly sessionId?: string | undefined }) {
  const t = useT()
  const show = useOpenShow(showId)
  const [chosen, setChosen] = useState<string | undefined>(sessionId)
  if (!showId) return <StatusView kind='notFound' message={t('open-show.common.notFound')} exit='back' />
  if (show.status === 'loading') return <StatusView kind='loading' />
  if (show.status === 'error')
    return (
      <LoadFailure
        error={show.error}
        notFound={t('open-show.common.notFound')}
        message={t('open-show.common.loadFailed')}
        onRetry={show.retry}
        exit='back'
      />
    )
  const data = show.data
  const session = firstOpenSession(data.sessions, chosen)
  return (
    <View className='open-show open-show--detail'>
      <View className='open-show__card'>
        <Image className='open-show__poster' src={data.posterUrl} mode='aspectFill' aria-hidden />
        <Text className='open-show__title'>{data.title}</Text>
        <Text className='open-show__notice'>
          {t('open-show.common.free')} · {data.summary}
        </Text>
        <View className='open-show__row'>
          <Text className='open-show__label'>{t('open-show.common.venue')}</Text>
          <Text className='open-show__value'>{[data.venueName, data.venueAddress].filter(Boolean).join(' · ')}</Text>
        </View>
      </View>
      <View className='open-show__card'>
        <Text className='open-show__subtitle'>{t('open-show.detail.about')}</Text>
        <Text className='open-show__text'>{data.description}</Text>
        {data.emailRequired ? <Text className='open-show__notice'>{t('open-show.detail.emailRequired')}</Text> : null}
      </View>
      <SessionChoices sessions={data.sessions} chosen={session?.sessionId} onChoose={setChosen} />
      <View className='open-show__bar'>
        <Button
          className='open-show__register'
          type='primary'
          block
          disabled={!session}
          onClick={() => session && void navigate('openShowForm', { showId, sessionId: session.sessionId })}
        >
          {session ? t('open-show.detail.register') : t('open-show.detail.noSession')}
        </Button>
        <Button
          className='open-show__mine'
          fill='none'
          size='small'
          onClick={() => void navigate('registrationList', { showId })}
        >
          {t('open-show.detail.mine')}
        </Button>
      </View>
    </View>
  )
}
