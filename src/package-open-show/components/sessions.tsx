import { Text, View } from '@tarojs/components'
import type { OpenShowSession } from '@/api/open-show'
import { openShowSessionState } from '@/domain/open-show'
import { useT } from '@/i18n/use-t'
import { sessionTime } from './shared'
import '@/i18n/locales/open-show'

export interface SessionChoicesProps {
  readonly sessions: readonly OpenShowSession[]
  readonly chosen: string | undefined
  readonly onChoose: (sessionId: string) => void
}

/** The sessions of an open show: time, places left, full or closed; only an open one can be chosen. */
export function SessionChoices({ sessions, chosen, onChoose }: SessionChoicesProps) {
  const t = useT()
  return (
    <View className='open-show__card' role='radiogroup' aria-label={t('open-show.detail.chooseSession')}>
      <Text className='open-show__subtitle'>{t('open-show.detail.chooseSession')}</Text>
      {sessions.map((session) => {
        const state = openShowSessionState(session)
        const on = state === 'open' && session.sessionId === chosen
        return (
          <View
            key={session.sessionId}
            className={`open-show__session open-show__session--${state}${on ? ' open-show__session--on' : ''}`}
            role='radio'
            aria-checked={on}
            aria-disabled={state !== 'open'}
            data-session={session.sessionId}
            data-state={state}
            onClick={() => state === 'open' && onChoose(session.sessionId)}
          >
            <View className='open-show__row'>
              <Text>{session.name}</Text>
              <Text className='open-show__state'>
                {state === 'open'
                  ? t('open-show.detail.placesLeft', { count: session.placesLeft })
                  : t(`open-show.detail.${state}`)}
              </Text>
            </View>
            <Text className='open-show__muted'>{sessionTime(session.startsAt, session.endsAt)}</Text>
          </View>
        )
      })}
    </View>
  )
}
