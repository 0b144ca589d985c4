import { Text, View } from '@tarojs/components'
import { openShowAnswerErrors, type OpenShowAnswerError } from '@showtix/contract/rules'
import { useAtom } from 'jotai'
import { useState } from 'react'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { AnswersForm } from './answers-form'
import { openShowDraftAtom, sessionTime } from './shared'
import { useOpenShow } from './use-open-show'
import './open-show.scss'
import '@/i18n/locales/open-show'

/**
 * The registration form (spec s2 open-show-form, login; D24): the merchant's fields for one
 * session, checked with the rule the gateway runs; then the confirm page. What was typed stays
 * (coming back from confirm, or after a refusal there).
 */
export function OpenShowForm({ showId, sessionId }: { readonly showId: string; readonly sessionId: string }) {
  const t = useT()
  const show = useOpenShow(showId)
  const [draft, setDraft] = useAtom(openShowDraftAtom)
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    draft && draft.showId === showId && draft.sessionId === sessionId ? { ...draft.answers } : {},
  )
  const [errors, setErrors] = useState<readonly OpenShowAnswerError[]>([])
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
  const session = data.sessions.find((item) => item.sessionId === sessionId)
  if (!session) return <StatusView kind='notFound' message={t('open-show.form.noSession')} exit='back' />
  const change = (key: string, value: string) => {
    setAnswers((current) => ({ ...current, [key]: value }))
    setErrors((current) => current.filter((error) => error.key !== key))
  }
  const next = () => {
    const found = openShowAnswerErrors(data.fields, answers)
    setErrors(found)
    if (found.length) return
    setDraft({ showId, sessionId, answers })
    void navigate('openShowConfirm', { showId, sessionId })
  }
  return (
    <View className='open-show open-show--form'>
      <View className='open-show__card'>
        <Text className='open-show__subtitle'>{data.title}</Text>
        <Text className='open-show__muted'>
          {session.name} · {sessionTime(session.startsAt, session.endsAt)}
        </Text>
        {data.emailRequired ? <Text className='open-show__notice'>{t('open-show.detail.emailRequired')}</Text> : null}
      </View>
      <AnswersForm fields={data.fields} answers={answers} errors={errors} onChange={change} />
      <View className='open-show__bar'>
        <Button className='open-show__next' type='primary' block onClick={next}>
          {t('open-show.form.next')}
        </Button>
      </View>
    </View>
  )
}
