import { Text, View } from '@tarojs/components'
import { useAtom } from 'jotai'
import { useState } from 'react'
import { OPEN_SHOW_REFUSALS, openShowRefusal, registerOpenShow, type OpenShow, type OpenShowRefusal } from '@/api/open-show'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { goBack, navigate, openPage } from '@/navigation/navigate'
import { platform } from '@/platform'
import { openShowDraftAtom, sessionTime } from './shared'
import { useOpenShow } from './use-open-show'
import './open-show.scss'
import '@/i18n/locales/open-show'

/** What the buyer reads of the draft: each answered field's label and value (a choice by its label). */
function answerRows(show: OpenShow, answers: Readonly<Record<string, string>>) {
  return show.fields
    .filter((field) => (answers[field.key] ?? '').trim() !== '')
    .map((field) => {
      const value = (answers[field.key] ?? '').trim()
      return [field.key, field.label, field.options?.find((option) => option.value === value)?.label ?? value] as const
    })
}

/**
 * The way to an authorised e-mail (spec s8 'Registration failed, authorisation is needed for the
 * email'): on a mini-program the binding by mailed code (spec s5), which also activates an address
 * the account has; on the web the activation ('h5 not support' for binding there).
 */
export const authoriseEmail = () =>
  platform.supports('emailBinding') ? openPage('loginEmail', { bind: '1' }) : navigate('activateEmail')

/** A refusal in the buyer's words, and the way on from it. */
function RefusalNotice({ refusal, showId }: { readonly refusal: OpenShowRefusal; readonly showId: string }) {
  const t = useT()
  const { code } = refusal
  const [message, action, go] =
    code === OPEN_SHOW_REFUSALS.full
      ? [
          t('open-show.confirm.full'),
          t('open-show.confirm.otherSession'),
          () => navigate('openShowDetail', { showId }, { replace: true }),
        ]
      : code === OPEN_SHOW_REFUSALS.alreadyRegistered
        ? [
            t('open-show.confirm.already'),
            t('open-show.confirm.seeMine'),
            () => navigate('registrationList', { showId }, { replace: true }),
          ]
        : code === OPEN_SHOW_REFUSALS.emailNotAuthorised
          ? [t('open-show.confirm.email'), t('open-show.confirm.authorise'), authoriseEmail]
          : code === OPEN_SHOW_REFUSALS.answersInvalid
            ? [t('open-show.confirm.fix'), t('open-show.confirm.edit'), goBack]
            : [t('open-show.confirm.failed', { reason: refusal.comments || t('open-show.common.tryAgain') }), null, null]
  return (
    <View className='open-show__card open-show__refusal' role='alert' data-code={code}>
      <Text className='open-show__error'>{message}</Text>
      {action && go ? (
        <Button className='open-show__refusal-action' fill='outline' size='small' onClick={() => void go()}>
          {action}
        </Button>
      ) : null}
    </View>
  )
}

/**
 * Confirm the registration (spec s2 open show confirm, login; D24): the session and the answers
 * as given, then submit. A refusal (full, registered already, the e-mail not authorised, an answer
 * wrong) says why and leads on; the draft stays.
 */
export function OpenShowConfirm({ showId, sessionId }: { readonly showId: string; readonly sessionId: string }) {
  const t = useT()
  const show = useOpenShow(showId)
  const [draft, setDraft] = useAtom(openShowDraftAtom)
  const [submitting, setSubmitting] = useState(false)
  const [refusal, setRefusal] = useState<OpenShowRefusal | null>(null)
  const mine = draft && draft.showId === showId && draft.sessionId === sessionId ? draft : null
  if (!mine)
    return (
      <StatusView kind='empty' message={t('open-show.confirm.noDraft')} hint={t('open-show.confirm.noDraftHint')}>
        <Button type='primary' onClick={() => void navigate('openShowForm', { showId, sessionId }, { replace: true })}>
          {t('open-show.confirm.toForm')}
        </Button>
      </StatusView>
    )
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
  const submit = async () => {
    if (submitting) return
    setSubmitting(true)
    setRefusal(null)
    try {
      const made = await registerOpenShow(showId, sessionId, mine.answers)
      setDraft(null)
      await navigate('entranceRegistrationDetail', { registrationId: made.registrationId }, { replace: true })
    } catch (error) {
      setRefusal(openShowRefusal(error))
    } finally {
      setSubmitting(false)
    }
  }
  return (
    <View className='open-show open-show--confirm'>
      <View className='open-show__card'>
        <Text className='open-show__subtitle'>{data.title}</Text>
        {session ? (
          <Text className='open-show__muted'>
            {session.name} · {sessionTime(session.startsAt, session.endsAt)}
          </Text>
        ) : null}
        {data.venueName ? <Text className='open-show__muted'>{data.venueName}</Text> : null}
      </View>
      <View className='open-show__card open-show__answers'>
        {answerRows(data, mine.answers).map(([key, label, value]) => (
          <View key={key} className={`open-show__row open-show__answer--${key}`}>
            <Text className='open-show__label'>{label}</Text>
            <Text className='open-show__value'>{value}</Text>
          </View>
        ))}
        <Button className='open-show__edit' fill='none' size='small' onClick={() => void goBack()}>
          {t('open-show.confirm.edit')}
        </Button>
      </View>
      {refusal ? <RefusalNotice refusal={refusal} showId={showId} /> : null}
      <View className='open-show__bar'>
        <Button className='open-show__submit' type='primary' block loading={submitting} onClick={() => void submit()}>
          {t('open-show.confirm.submit')}
        </Button>
      </View>
    </View>
  )
}
