import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import type { OpenShowAnswer } from '@/api/open-show'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { qrImageUrl } from '@/domain/entry-qr'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { TIME_FORMAT, sessionTime } from './shared'
import { useRegistration } from './use-registration'
import './open-show.scss'
import '@/i18n/locales/open-show'

function AnswerRows({ title, answers }: { readonly title: string; readonly answers: readonly OpenShowAnswer[] }) {
  return (
    <View className='open-show__card'>
      <Text className='open-show__subtitle'>{title}</Text>
      {answers.map((answer) => (
        <View key={answer.key} className={`open-show__row open-show__answer--${answer.key}`}>
          <Text className='open-show__label'>{answer.label}</Text>
          <Text className='open-show__value'>{answer.value}</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * The registration and its check-in (spec s2 entrance-registration-detail, login; D24): the
 * check-in QR once the entrance registration is given (`qrcode-generator`, as the ticket's entry
 * code), else the way to give it; the session and the answers.
 */
export function CheckInDetail({ registrationId }: { readonly registrationId: string }) {
  const t = useT()
  const registration = useRegistration(registrationId)
  const code = registration.data?.checkInCode
  const image = useMemo(() => (code ? qrImageUrl(code) : ''), [code])
  if (!registrationId) return <StatusView kind='notFound' message={t('open-show.checkIn.notFound')} exit='back' />
  if (registration.status === 'loading') return <StatusView kind='loading' />
  if (registration.status === 'error')
    return (
      <LoadFailure
        error={registration.error}
        notFound={t('open-show.checkIn.notFound')}
        message={t('open-show.checkIn.loadFailed')}
        onRetry={registration.retry}
        exit='back'
      />
    )
  const data = registration.data
  const toEntrance = () => void navigate('entranceRegistrationForm', { registrationId })
  return (
    <View className='open-show open-show--plain open-show--check-in'>
      <View className='open-show__card open-show__center'>
        <Text className='open-show__subtitle'>{data.showTitle}</Text>
        <Text className='open-show__muted'>
          {data.sessionName} · {sessionTime(data.startsAt, data.endsAt)}
        </Text>
        {data.venueName ? <Text className='open-show__muted'>{data.venueName}</Text> : null}
        {data.ended ? (
          <Text className='open-show__notice'>{t('open-show.checkIn.ended')}</Text>
        ) : code ? (
          <>
            <Image
              className='open-show__qr'
              src={image}
              mode='aspectFit'
              aria-label={t('open-show.checkIn.qr')}
              data-code={code}
            />
            <Text className='open-show__notice'>{t('open-show.checkIn.qrHint')}</Text>
          </>
        ) : (
          <>
            <Text className='open-show__text'>{t('open-show.checkIn.todo')}</Text>
            <Button className='open-show__entrance' type='primary' onClick={toEntrance}>
              {t('open-show.checkIn.fillIn')}
            </Button>
          </>
        )}
      </View>
      <AnswerRows title={t('open-show.checkIn.answers')} answers={data.answers} />
      {data.entranceAnswers ? <AnswerRows title={t('open-show.checkIn.entrance')} answers={data.entranceAnswers} /> : null}
      <View className='open-show__card'>
        <View className='open-show__row'>
          <Text className='open-show__label'>{t('open-show.checkIn.registeredAt')}</Text>
          <Text className='open-show__value'>{formatShopTime(data.registeredAt, TIME_FORMAT)}</Text>
        </View>
      </View>
      {code && !data.ended ? (
        <View className='open-show__actions'>
          <Button className='open-show__entrance-edit' fill='outline' onClick={toEntrance}>
            {t('open-show.checkIn.edit')}
          </Button>
        </View>
      ) : null}
    </View>
  )
}
