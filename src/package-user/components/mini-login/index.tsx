import { Button as NativeButton, Text, View } from '@tarojs/components'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import type { PhoneButtonDetail } from '@/platform'
import { useMiniLogin } from './use-mini-login'
import './mini-login.scss'
import '@/i18n/locales/oauth'

/** One-tap login with the platform's login code, then, for a new user, the platform's phone button. */
export function MiniLogin() {
  const t = useT()
  const form = useMiniLogin()
  const say = (message: { key: string } | { text: string }) => ('key' in message ? t(message.key) : message.text)
  const binding = form.step === 'needsPhone' || form.step === 'binding'

  return (
    <View className='mini-login'>
      {binding ? (
        <View className='mini-login__bind'>
          <Text className='mini-login__bind-title'>{t('oauth.mini.bindTitle')}</Text>
          <Text className='mini-login__hint'>{t('oauth.mini.bindHint')}</Text>
          <NativeButton
            className={`mini-login__phone${form.busy ? ' mini-login__phone--busy' : ''}`}
            openType='getPhoneNumber'
            disabled={form.busy}
            onGetPhoneNumber={(event) => void form.bindPhone(event.detail as PhoneButtonDetail)}
          >
            {form.busy ? t('oauth.mini.loggingIn') : t('oauth.mini.bindPhone')}
          </NativeButton>
        </View>
      ) : (
        <View className='mini-login__start'>
          <Button
            className='mini-login__one-tap'
            type='primary'
            block
            loading={form.step === 'loggingIn'}
            onClick={() => void form.oneTap()}
          >
            {t('oauth.mini.oneTap')}
          </Button>
          <Text className='mini-login__hint'>{t('oauth.mini.oneTapHint')}</Text>
        </View>
      )}
      <View className='mini-login__message' role={form.error ? 'alert' : 'status'}>
        {form.error && <Text className='mini-login__error'>{say(form.error)}</Text>}
      </View>
    </View>
  )
}
