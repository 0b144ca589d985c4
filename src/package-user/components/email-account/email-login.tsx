import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { activatedEmailAtom } from './draft'
import { loginMethods } from '@/domain/shop-config'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { shopConfigAtom } from '@/state/shop'
import { Field } from './field'
import { useEmailLogin } from './use-email-login'
import { GeneralMessage, SubmitButton } from './form-parts'
import './email-account.scss'
import '@/i18n/locales/email'

/** The e-mail login (spec section 2, login_email): address, password, forgot, create account. */
export function EmailLogin() {
  const t = useT()
  const form = useEmailLogin()
  const shop = useAtomValue(shopConfigAtom)
  const phoneToo = loginMethods(shop).includes('CELLPHONE')
  const activated = useAtomValue(activatedEmailAtom)
  const justActivated = !!activated && activated.toLowerCase() === form.email.trim().toLowerCase()

  return (
    <View className='email-account email-login'>
      <Text className='email-account__title'>{t('email.login.title')}</Text>
      <Text className='email-account__subtitle'>{t('email.login.subtitle')}</Text>
      {justActivated && (
        <View className='email-login__activated' role='status'>
          <Text className='email-login__activated-tick' aria-hidden>
            ✓
          </Text>
          <Text>{t('email.activate.doneToast')}</Text>
        </View>
      )}

      <Field name='email' label={t('email.fields.email')} value={form.email} onInput={form.setEmail} error={form.errors.email} />
      {form.notActivated && (
        <View
          className='email-account__link email-login__activate'
          role='button'
          onClick={() => void navigate('checkEmail', { email: form.email.trim() })}
        >
          <Text>{t('email.actions.activateNow')}</Text>
        </View>
      )}
      <Field
        name='password'
        kind='password'
        label={t('email.fields.password')}
        value={form.password}
        onInput={form.setPassword}
        error={form.errors.password}
      />

      <GeneralMessage message={form.general} />

      <SubmitButton className='email-login__submit' loading={form.loggingIn} onSubmit={form.submit}>
        {t('email.actions.login')}
      </SubmitButton>

      <View className='email-account__links'>
        <View className='email-account__link email-login__create' role='button' onClick={() => void navigate('createAccount')}>
          <Text>{t('email.actions.createAccount')}</Text>
        </View>
        <View
          className='email-account__link email-account__link--muted email-login__forgot'
          role='button'
          onClick={() => void navigate('forgotPassword')}
        >
          <Text>{t('email.actions.forgot')}</Text>
        </View>
      </View>
      {phoneToo && (
        <View
          className='email-account__link email-account__centered email-login__phone'
          role='button'
          onClick={() => void navigate('login', {}, { replace: true })}
        >
          <Text>{t('email.actions.phoneLogin')}</Text>
        </View>
      )}
    </View>
  )
}
