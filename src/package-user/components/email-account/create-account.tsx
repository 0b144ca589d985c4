import { Text, View } from '@tarojs/components'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/domain/validation'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { Field, useSay } from './field'
import { backToEmailLogin } from './failure'
import { useCreateAccount } from './use-create-account'
import { BackToLoginLink, GeneralMessage, SubmitButton } from './form-parts'
import './email-account.scss'
import '@/i18n/locales/email'

/** Create account (spec section 2): e-mail, password twice, the user agreement. */
export function CreateAccount() {
  const t = useT()
  const say = useSay()
  const form = useCreateAccount()
  const rule = t('email.hints.password', { min: PASSWORD_MIN, max: PASSWORD_MAX })

  return (
    <View className='email-account create-account'>
      <Text className='email-account__title'>{t('email.register.title')}</Text>
      <Text className='email-account__subtitle'>{t('email.register.subtitle')}</Text>

      <Field name='email' label={t('email.fields.email')} value={form.email} onInput={form.setEmail} error={form.errors.email} />
      {form.taken && (
        <View className='email-account__link create-account__login' role='button' onClick={() => void backToEmailLogin()}>
          <Text>{t('email.actions.toLogin')}</Text>
        </View>
      )}
      <Field
        name='password'
        kind='password'
        label={t('email.fields.password')}
        value={form.password}
        onInput={form.setPassword}
        error={form.errors.password}
        hint={rule}
      />
      <Field
        name='confirm'
        kind='password'
        label={t('email.fields.confirm')}
        value={form.confirm}
        onInput={form.setConfirm}
        error={form.errors.confirm}
      />

      <View className='email-agreement'>
        {/* The box and the sentence tick together; only the agreement's name opens it. */}
        <View className='email-agreement__row'>
          <View
            className='email-agreement__check'
            role='checkbox'
            aria-checked={form.agreed}
            aria-label={t('email.agreement.label')}
            onClick={form.toggleAgreed}
          >
            <View className={`email-agreement__box${form.agreed ? ' email-agreement__box--checked' : ''}`} aria-hidden>
              {form.agreed && <Text>✓</Text>}
            </View>
            {/* A trailing space ("agree to the ") would collapse at the end of its box: a no-break one stays. */}
            <Text className='email-agreement__text'>{t('email.agreement.prefix').replace(/ $/, '\u00a0')}</Text>
          </View>
          <View
            className='email-agreement__link'
            role='link'
            onClick={() => void navigate('agreement', { type: 'USER_AGREEMENT' })}
          >
            <Text>{t('email.agreement.userAgreement')}</Text>
          </View>
        </View>
        {form.errors.agreement && (
          <View className='email-agreement__error' role='alert'>
            <Text>{say(form.errors.agreement)}</Text>
          </View>
        )}
      </View>

      <GeneralMessage message={form.general} />

      <SubmitButton className='create-account__submit' loading={form.sending} onSubmit={form.submit}>
        {t('email.actions.register')}
      </SubmitButton>
      <BackToLoginLink className='create-account__back'>{t('email.actions.haveAccount')}</BackToLoginLink>
    </View>
  )
}
