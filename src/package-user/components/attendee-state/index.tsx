import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { goBack } from '@/navigation/navigate'
import './attendee-state.scss'
import '@/i18n/locales/attendee'

export interface AttendeeStateProps {
  readonly kind: 'loading' | 'error' | 'empty'
  /** The empty state's words (the error and loading states have their own). */
  readonly title?: string
  readonly hint?: string
  readonly onRetry?: () => void
  /** The empty state's action (add). */
  readonly children?: ReactNode
}

/** What a page of the attendee feature shows instead of its content: loading, failed (retry), empty. */
export function AttendeeState({ kind, title, hint, onRetry, children }: AttendeeStateProps) {
  const t = useT()
  if (kind === 'loading') {
    return (
      <View className='attendee-state attendee-state--loading' aria-busy>
        <Text className='attendee-state__hint'>{t('attendee.state.loading')}</Text>
      </View>
    )
  }
  if (kind === 'error') {
    return (
      <View className='attendee-state attendee-state--error' role='alert'>
        <Text className='attendee-state__title'>{title ?? t('attendee.state.failed')}</Text>
        {onRetry && (
          <Button className='attendee-state__retry' size='small' onClick={onRetry}>
            {t('attendee.state.retry')}
          </Button>
        )}
      </View>
    )
  }
  return (
    <View className='attendee-state attendee-state--empty'>
      <Text className='attendee-state__title'>{title}</Text>
      {hint && <Text className='attendee-state__hint'>{hint}</Text>}
      {children}
    </View>
  )
}

/** The attendee asked for is not there (deleted, or no such id): says so, with the way back. */
export function AttendeeNotFound() {
  const t = useT()
  return (
    <AttendeeState kind='empty' title={t('attendee.state.notFound')}>
      <Button size='small' onClick={() => void goBack()}>
        {t('attendee.state.back')}
      </Button>
    </AttendeeState>
  )
}
