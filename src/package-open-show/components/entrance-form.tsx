import { Text, View } from '@tarojs/components'
import { openShowAnswerErrors, type OpenShowAnswerError } from '@showtix/contract/rules'
import { useEffect, useState } from 'react'
import { enterOpenShow, openShowRefusal } from '@/api/open-show'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { AnswersForm } from './answers-form'
import { sessionTime } from './shared'
import { useOpenShow } from './use-open-show'
import { useRegistration } from './use-registration'
import './open-show.scss'
import '@/i18n/locales/open-show'

/**
 * The entrance registration (spec s2 entrance-registration-form, login; D24): the merchant's
 * check-in fields for one registration; then its detail with the check-in code. What was typed
 * stays on a refusal.
 */
export function EntranceForm({ registrationId }: { readonly registrationId: string }) {
  const t = useT()
  const registration = useRegistration(registrationId)
  const showId = registration.data?.showId ?? ''
  const show = useOpenShow(showId)
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<readonly OpenShowAnswerError[]>([])
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | undefined>()
  const given = registration.data?.entranceAnswers
  // Changing the check-in details starts from the ones given.
  useEffect(() => {
    if (given)
      setAnswers((current) =>
        Object.keys(current).length ? current : Object.fromEntries(given.map((answer) => [answer.key, answer.value])),
      )
  }, [given])
  if (!registrationId) return <StatusView kind='notFound' message={t('open-show.checkIn.notFound')} exit='back' />
  const failed = registration.status === 'error' ? registration : show.status === 'error' ? show : null
  if (failed)
    return (
      <LoadFailure
        error={failed.error}
        notFound={t('open-show.checkIn.notFound')}
        message={t('open-show.checkIn.loadFailed')}
        onRetry={failed.retry}
        exit='back'
      />
    )
  if (registration.status !== 'ready' || show.status !== 'ready') return <StatusView kind='loading' />
  const data = registration.data
  const fields = show.data.entranceFields
  if (data.ended) return <StatusView kind='empty' message={t('open-show.entrance.closed')} exit='back' />
  const change = (key: string, value: string) => {
    setAnswers((current) => ({ ...current, [key]: value }))
    setErrors((current) => current.filter((error) => error.key !== key))
  }
  const submit = async () => {
    const found = openShowAnswerErrors(fields, answers)
    setErrors(found)
    if (found.length || submitting) return
    setSubmitting(true)
    setFailure(undefined)
    try {
      await enterOpenShow(registrationId, answers)
      await navigate('entranceRegistrationDetail', { registrationId }, { replace: true })
    } catch (error) {
      const refusal = openShowRefusal(error)
      setErrors(refusal.fieldErrors)
      setFailure(t('open-show.entrance.failed', { reason: refusal.comments || t('open-show.common.tryAgain') }))
    } finally {
      setSubmitting(false)
    }
  }
  return (
    <View className='open-show open-show--entrance'>
      <View className='open-show__card'>
        <Text className='open-show__subtitle'>{data.showTitle}</Text>
        <Text className='open-show__muted'>
          {data.sessionName} · {sessionTime(data.startsAt, data.endsAt)}
        </Text>
        <Text className='open-show__notice'>{t('open-show.entrance.hint')}</Text>
      </View>
      <AnswersForm fields={fields} answers={answers} errors={errors} onChange={change} />
      {failure ? (
        <View className='open-show__card' role='alert'>
          <Text className='open-show__error'>{failure}</Text>
        </View>
      ) : null}
      <View className='open-show__bar'>
        <Button className='open-show__submit' type='primary' block loading={submitting} onClick={() => void submit()}>
          {t('open-show.entrance.submit')}
        </Button>
      </View>
    </View>
  )
}
