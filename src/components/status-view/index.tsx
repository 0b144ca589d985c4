import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui'
import { isNotFound } from '@/http'
import { useT } from '@/i18n/use-t'
import { goBack, goHome } from '@/navigation/navigate'
import './status-view.scss'
import '@/i18n/locales/status'

export type StatusKind = 'loading' | 'error' | 'empty' | 'notFound'

export interface StatusViewProps {
  /** loading: a skeleton; error: the message and retry; empty: nothing to show; notFound: it does not exist. */
  readonly kind: StatusKind
  /** The words (defaults: "did not load" for error, "not here" for notFound; none for empty). */
  readonly message?: string
  /** A second, smaller line under the message. */
  readonly hint?: string
  /** error: the retry button. */
  readonly onRetry?: () => void
  /** A way out under the message: home, or back one page. */
  readonly exit?: 'home' | 'back'
  /** The loading skeleton: a poster beside lines (a show, a place), or lines only (text pages). */
  readonly skeleton?: 'poster' | 'lines'
  /** More under the message (an action of the empty state, more buttons). */
  readonly children?: ReactNode
  readonly className?: string
}

/**
 * What a page shows instead of its content: loading, an error with retry, empty, not found. One
 * look for every page (docs/decisions/client-kit.md); light and dark through the theme's colours.
 */
export function StatusView({ kind, message, hint, onRetry, exit, skeleton = 'lines', children, className }: StatusViewProps) {
  const t = useT()
  const extra = className ? ` ${className}` : ''
  if (kind === 'loading') {
    return (
      <View
        className={`status-view status-view--loading status-view--${skeleton}${extra}`}
        aria-busy
        aria-label={t('status.loading')}
      >
        {skeleton === 'poster' && <View className='status-view__poster' />}
        <View className='status-view__lines'>
          <View className='status-view__line status-view__line--title' />
          <View className='status-view__line' />
          <View className='status-view__line status-view__line--short' />
        </View>
      </View>
    )
  }
  const words = message ?? (kind === 'error' ? t('status.loadFailed') : kind === 'notFound' ? t('status.notFound') : undefined)
  return (
    <View className={`status-view status-view--${kind}${extra}`} role={kind === 'error' ? 'alert' : 'status'}>
      {words && <Text className='status-view__message'>{words}</Text>}
      {hint && <Text className='status-view__hint'>{hint}</Text>}
      {kind === 'error' && onRetry && (
        <Button className='status-view__retry' type='primary' size='small' onClick={onRetry}>
          {t('status.retry')}
        </Button>
      )}
      {exit === 'home' && (
        <Button className='status-view__home' size='small' onClick={() => void goHome()}>
          {t('status.home')}
        </Button>
      )}
      {exit === 'back' && (
        <Button className='status-view__back' size='small' onClick={() => void goBack()}>
          {t('status.back')}
        </Button>
      )}
      {children}
    </View>
  )
}

export interface LoadFailureProps {
  readonly error: unknown
  /** What to say when the thing does not exist (a 404). */
  readonly notFound?: string
  readonly onRetry: () => void
  /** The way out of "not found" (default home: a link to something that does not exist). */
  readonly exit?: 'home' | 'back'
  /** The words of a failed load (default: "did not load"). */
  readonly message?: string
}

/** A failed first load: "does not exist" with a way out (a 404), or "did not load" with retry. */
export function LoadFailure({ error, notFound, onRetry, exit = 'home', message }: LoadFailureProps) {
  return isNotFound(error) ? (
    <StatusView kind='notFound' message={notFound} exit={exit} />
  ) : (
    <StatusView kind='error' message={message} onRetry={onRetry} />
  )
}
