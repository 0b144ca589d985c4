import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { goHome, navigate } from '@/navigation/navigate'
import type { LandingState } from './use-auth-landing'
import './auth-landing.scss'
import '@/i18n/locales/oauth'

export interface AuthLandingProps {
  readonly title: string
  readonly subtitle?: string
  readonly state: LandingState
  readonly onRetry?: () => void
  /** What to show in the 'choose' state (the partner's authorise button). */
  readonly children?: ReactNode
}

/** An authorisation landing: working, on its way to the provider, done, or failed with a way on. */
export function AuthLanding({ title, subtitle, state, onRetry, children }: AuthLandingProps) {
  const t = useT()
  return (
    <View className='auth-landing'>
      <Text className='auth-landing__title'>{title}</Text>
      {subtitle && <Text className='auth-landing__subtitle'>{subtitle}</Text>}
      {(state.kind === 'working' || state.kind === 'redirecting' || state.kind === 'done') && (
        <View className='auth-landing__status' role='status'>
          <View className='auth-landing__spinner' aria-hidden />
          <Text>{t(`oauth.landing.${state.kind}`)}</Text>
        </View>
      )}
      {state.kind === 'choose' && children}
      {state.kind === 'failed' && (
        <View className='auth-landing__failed'>
          <Text className='auth-landing__failed-title'>{t('oauth.landing.failedTitle')}</Text>
          <View className='auth-landing__error' role='alert'>
            <Text>{'key' in state.message ? t(state.message.key) : state.message.text}</Text>
          </View>
          {onRetry && (
            <Button className='auth-landing__retry' type='primary' block onClick={onRetry}>
              {t('oauth.landing.retry')}
            </Button>
          )}
          <View className='auth-landing__links'>
            <View className='auth-landing__link auth-landing__other-ways' role='button' onClick={() => void navigate('login')}>
              <Text>{t('oauth.landing.otherWays')}</Text>
            </View>
            <View className='auth-landing__link auth-landing__home' role='button' onClick={() => void goHome()}>
              <Text>{t('oauth.landing.home')}</Text>
            </View>
          </View>
        </View>
      )}
    </View>
  )
}
