import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { IconArrowRight } from '@/components/ui'
import { loginMethods } from '@/domain/shop-config'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { shopConfigAtom } from '@/state/shop'
import './login-ways.scss'
import '@/i18n/locales/oauth'

/** The fallbacks: the phone-code login everywhere, e-mail login where the shop's languages use it. */
export function LoginWays() {
  const t = useT()
  const shop = useAtomValue(shopConfigAtom)
  const email = loginMethods(shop).includes('EMAIL')
  return (
    <View className='login-ways'>
      <Text className='login-ways__title'>{t('oauth.way.others')}</Text>
      <View className='login-ways__item login-ways__phone' role='button' onClick={() => void navigate('login')}>
        <Text>{t('oauth.way.phone')}</Text>
        <IconArrowRight className='login-ways__arrow' size={12} />
      </View>
      {email && (
        <View className='login-ways__item login-ways__email' role='button' onClick={() => void navigate('loginEmail')}>
          <Text>{t('oauth.way.email')}</Text>
          <IconArrowRight className='login-ways__arrow' size={12} />
        </View>
      )}
    </View>
  )
}
