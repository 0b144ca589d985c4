import { Image, Picker, Text, View } from '@tarojs/components'
import { feedback } from '@/components/feedback'
import { FieldInput, FormField } from '@/components/form-field'
import { Button } from '@/components/ui'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { VERIFY_CODE_LENGTH } from '@/domain/validation'
import { ConsentLinks } from '../consent-links'
import { usePhoneLogin, type FormMessage } from './use-phone-login'
import './phone-login.scss'

/** Longest national number the phone field takes (E.164: 15 digits with the country code). */
const PHONE_MAX_LENGTH = 14
/** The image captcha's characters (the gateway draws 4; a little room for a typo). */
const CAPTCHA_MAX_LENGTH = 6

type LoginField = 'phone' | 'captcha' | 'code'

/** The field a message is about, when it is about one. */
const MESSAGE_FIELDS: Readonly<Record<string, LoginField>> = {
  'login.errors.phone': 'phone',
  'login.errors.areaNotSupported': 'phone',
  'login.errors.captcha': 'captcha',
  'login.errors.captchaWrong': 'captcha',
  'login.errors.codeWrong': 'code',
}

function fieldOf(message: FormMessage): LoginField | undefined {
  return 'key' in message ? MESSAGE_FIELDS[message.key] : undefined
}

export interface PhoneLoginProps {
  /** A number to start with (the code step of a known number: login-code). */
  readonly initialPhone?: string
  readonly initialAreaCode?: string
  /** Replace the form's heading. */
  readonly title?: string
  readonly subtitle?: string
  /** Link the number to the logged-in account instead of logging in; called once linked. */
  readonly onLinked?: () => void
}

/** The phone-number login form (spec section 5): area, number, image captcha, SMS code. */
export function PhoneLogin({ initialPhone, initialAreaCode, title, subtitle, onLinked }: PhoneLoginProps = {}) {
  const t = useT()
  const form = usePhoneLogin(
    {
      ...(initialPhone ? { phone: initialPhone } : {}),
      ...(initialAreaCode ? { areaCode: initialAreaCode } : {}),
    },
    onLinked &&
      (() => {
        feedback.presenter.toast({ text: t('login.linked') }, TOAST_DURATION_MS)
        onLinked()
      }),
  )
  const say = (message: FormMessage) => ('key' in message ? t(message.key) : message.text)
  // A message about one field shows under it; the others (the gateway's) under the form.
  const aboutField = form.error ? fieldOf(form.error) : undefined
  const formError = aboutField ? null : form.error
  const field = (name: LoginField) => ({
    block: 'phone-login',
    name,
    label: t(`login.${name}`),
    labelHidden: true,
    message: form.error && aboutField === name ? say(form.error) : undefined,
  })
  const areaLabel = (area: { code: string; name?: string }) => `+${area.code}${area.name ? ` ${area.name}` : ''}`
  const typedValues = { phone: form.phone, captcha: form.captchaAnswer, code: form.code }
  const setters = { phone: form.setPhone, captcha: form.setCaptchaAnswer, code: form.setCode }
  /** A typed field's control: what it shows and changes, its length; its placeholder is its label. */
  const typed = (name: LoginField, maxlength: number) => ({
    className: `phone-login__input phone-login__${name}`,
    maxlength,
    placeholder: t(`login.${name}`),
    value: typedValues[name],
    onInput: setters[name],
  })
  const codeButton =
    form.secondsLeft > 0 ? t('login.resendIn', { seconds: form.secondsLeft }) : t(form.sent ? 'login.reacquire' : 'login.getCode')

  return (
    <View className='phone-login'>
      <Text className='phone-login__title'>{title ?? t('login.title')}</Text>
      <Text className='phone-login__subtitle'>{subtitle ?? t('login.subtitle')}</Text>

      <FormField {...field('phone')}>
        <Picker
          mode='selector'
          range={form.areas.map(areaLabel)}
          value={form.areas.indexOf(form.area)}
          onChange={(event) => form.setAreaIndex(Number(event.detail.value))}
        >
          <View className='phone-login__area' aria-label={t('login.area')}>
            <Text>{`+${form.area.code}`}</Text>
            <Text className='phone-login__caret' aria-hidden>
              ▾
            </Text>
          </View>
        </Picker>
        <FieldInput type='number' {...typed('phone', PHONE_MAX_LENGTH)} />
      </FormField>

      <FormField {...field('captcha')}>
        <FieldInput {...typed('captcha', CAPTCHA_MAX_LENGTH)} />
        <View
          className='phone-login__captcha-image'
          role='button'
          aria-label={t('login.captchaImage')}
          onClick={() => void form.refreshCaptcha()}
        >
          {form.captcha ? (
            <Image className='phone-login__captcha-img' src={form.captcha.image} mode='aspectFit' />
          ) : (
            form.captchaFailed && <Text className='phone-login__captcha-failed'>{t('login.errors.captchaLoad')}</Text>
          )}
        </View>
      </FormField>

      <FormField {...field('code')}>
        <FieldInput type='number' {...typed('code', VERIFY_CODE_LENGTH)} />
        <View
          className={`phone-login__get-code${form.secondsLeft > 0 || form.sending ? ' phone-login__get-code--waiting' : ''}`}
          role='button'
          aria-disabled={form.secondsLeft > 0 || form.sending}
          onClick={form.requestCode}
        >
          <Text>{codeButton}</Text>
        </View>
      </FormField>

      <View className='phone-login__message' role={formError ? 'alert' : 'status'}>
        {formError ? (
          <Text className='phone-login__error'>{say(formError)}</Text>
        ) : (
          form.sent && form.secondsLeft > 0 && <Text className='phone-login__hint'>{t('login.codeSent')}</Text>
        )}
      </View>

      <Button
        className='phone-login__submit'
        type='primary'
        block
        disabled={!form.canSubmit}
        loading={form.loggingIn}
        onClick={() => void form.submit()}
      >
        {t(onLinked ? 'login.link' : 'login.submit')}
      </Button>
      {!onLinked && <ConsentLinks />}
    </View>
  )
}
