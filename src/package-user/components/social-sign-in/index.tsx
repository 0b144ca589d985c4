import { Text, View } from '@tarojs/components'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { useSocialSignIn } from './use-social-sign-in'
import './social-sign-in.scss'
import '@/i18n/locales/oauth'

/** Google and Apple sign-in (web only; nothing on mini-programs). `inset`: with the page's side margins. */
export function SocialSignIn({ inset = false }: { readonly inset?: boolean }) {
  const t = useT()
  const social = useSocialSignIn()
  if (!social.web) return null
  const { providers } = social
  if (providers.state === 'ready' && providers.list.length === 0) return null

  return (
    <View className={`social-sign-in${inset ? ' social-sign-in--inset' : ''}`}>
      <View className='social-sign-in__divider'>
        <Text className='social-sign-in__title'>{t('oauth.social.title')}</Text>
      </View>
      {providers.state === 'loading' && <Text className='social-sign-in__status'>{t('oauth.social.loading')}</Text>}
      {providers.state === 'failed' && (
        <View className='social-sign-in__status' role='alert'>
          <Text>{t('oauth.social.loadFailed')}</Text>
          <View className='social-sign-in__retry' role='button' onClick={() => void social.reload()}>
            <Text>{t('oauth.social.retry')}</Text>
          </View>
        </View>
      )}
      {providers.state === 'ready' &&
        providers.list.map((info) => (
          <Button
            key={info.provider}
            className={`social-sign-in__button social-sign-in__button--${info.provider.toLowerCase()}`}
            block
            fill='outline'
            loading={social.busy === info.provider}
            disabled={social.busy !== null && social.busy !== info.provider}
            onClick={() => social.signIn(info)}
          >
            {t(info.provider === 'GOOGLE' ? 'oauth.social.google' : 'oauth.social.apple')}
          </Button>
        ))}
      {providers.state === 'ready' && providers.list.some((info) => info.sandbox) && (
        <Text className='social-sign-in__sandbox'>{t('oauth.social.sandbox')}</Text>
      )}
      <View className='social-sign-in__message' role={social.error ? 'alert' : 'status'}>
        {social.error && (
          <Text className='social-sign-in__error'>{'key' in social.error ? t(social.error.key) : social.error.text}</Text>
        )}
      </View>
    </View>
  )
}
