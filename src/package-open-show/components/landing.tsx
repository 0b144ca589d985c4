import { Image, Text, View } from '@tarojs/components'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { firstOpenSession } from '@/domain/open-show'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { sessionTime } from './shared'
import { useOpenShow } from './use-open-show'
import './open-show.scss'
import '@/i18n/locales/open-show'

/**
 * The open show's landing (spec s2 open-show at /open-show/{showId}, swipe-back and scroll
 * disabled; D24): a full-screen poster with the event's card: register (the first open session's
 * form) or read the details.
 */
export function OpenShowLanding({ showId }: { readonly showId: string }) {
  const t = useT()
  const show = useOpenShow(showId)
  if (!showId) return <StatusView kind='notFound' message={t('open-show.common.notFound')} exit='home' />
  if (show.status === 'loading') return <StatusView kind='loading' />
  if (show.status === 'error')
    return (
      <LoadFailure
        error={show.error}
        notFound={t('open-show.common.notFound')}
        message={t('open-show.common.loadFailed')}
        onRetry={show.retry}
        exit='home'
      />
    )
  const data = show.data
  const first = data.sessions[0]
  const open = firstOpenSession(data.sessions)
  return (
    <View className='open-show-landing'>
      <Image className='open-show-landing__poster' src={data.posterUrl} mode='aspectFill' aria-hidden />
      <View className='open-show-landing__sheet'>
        <Text className='open-show__title'>{data.title}</Text>
        <Text className='open-show__notice'>{data.summary}</Text>
        {data.venueName ? <Text className='open-show__muted'>{data.venueName}</Text> : null}
        {first ? (
          <Text className='open-show__muted'>
            {sessionTime(first.startsAt, first.endsAt)} · {t('open-show.landing.sessions', { count: data.sessions.length })}
          </Text>
        ) : null}
        <View className='open-show-landing__buttons'>
          <Button
            className='open-show-landing__button open-show-landing__details'
            fill='outline'
            onClick={() => void navigate('openShowDetail', { showId })}
          >
            {t('open-show.landing.details')}
          </Button>
          <Button
            className='open-show-landing__button open-show-landing__register'
            type='primary'
            disabled={!open}
            onClick={() => open && void navigate('openShowForm', { showId, sessionId: open.sessionId })}
          >
            {open ? t('open-show.landing.register') : t('open-show.detail.noSession')}
          </Button>
        </View>
      </View>
    </View>
  )
}
