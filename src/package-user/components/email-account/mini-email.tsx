import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { Sent } from '@/api/email'
import { StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { EMAIL_RESEND_SECONDS, activationErrors } from '@/domain/email-account'
import { hasFlag } from '@/domain/shop-config'
import { useT } from '@/i18n/use-t'
import { UNSUPPORTED_KEYS, platform } from '@/platform'
import { shopConfigAtom } from '@/state/shop'
import { CodeField, useMailedCode } from './code-field'
import { EmailLogin } from './email-login'
import type { Failure } from './failure'
import { Field } from './field'
import { GeneralMessage, SubmitButton } from './form-parts'
import { useMiniEmail, type MiniEmailMode } from './use-mini-email'
import type { FormErrors } from './use-form-errors'
import './email-account.scss'
import '@/i18n/locales/email'
import '@/i18n/locales/oauth'

interface CodeStepProps {
  readonly mode: MiniEmailMode
  readonly email: string
  readonly sent: Sent | null
  readonly form: FormErrors
  readonly busy: boolean
  readonly resend: () => Promise<Sent>
  readonly submit: (code: string, onFailure: (failure: Failure) => void) => Promise<void>
  readonly changeEmail: () => void
}

/** The mailed code: where it went, the code with its resend link, and the login (or binding). */
function CodeStep({ mode, email, sent, form, busy, resend, submit, changeEmail }: CodeStepProps) {
  const t = useT()
  const mailed = useMailedCode(form, {
    initialSeconds: sent?.resendAfterSeconds ?? EMAIL_RESEND_SECONDS,
    send: resend,
    resentText: t('email.mini.resent'),
    failureForm: 'activate',
  })
  const onSubmit = () => {
    if (!form.check(activationErrors({ code: mailed.code }))) return Promise.resolve()
    // A refusal of the address itself has no field here: it is said under the button.
    return submit(mailed.code, (failure) => form.fail(failure.field === 'code' ? failure : { message: failure.message }))
  }
  return (
    <>
      <Text className='email-account__address mini-email__sent'>{t('email.mini.sentTo', { email })}</Text>
      <CodeField page='mini-email' {...mailed.field} />
      <GeneralMessage message={form.general} />
      <SubmitButton className='mini-email__submit' loading={busy} onSubmit={onSubmit}>
        {t(mode === 'bind' ? 'email.mini.bind' : 'email.actions.login')}
      </SubmitButton>
      <View className='email-account__link email-account__centered mini-email__change' role='button' onClick={changeEmail}>
        <Text>{t('email.mini.change')}</Text>
      </View>
    </>
  )
}

export interface MiniEmailProps {
  readonly mode: MiniEmailMode
  /** Login mode: the way to the password login below (accounts that have a password). */
  readonly onPassword?: () => void
}

/**
 * E-mail pre-login and binding on mini-programs (spec s5): the one-tap login where the shop allows
 * it (QUICK_LOGIN), then the address and its mailed code. On the web: 'h5 not support', and what
 * to do instead.
 */
export function MiniEmail({ mode, onPassword }: MiniEmailProps) {
  const t = useT()
  const shop = useAtomValue(shopConfigAtom)
  const flow = useMiniEmail(mode, hasFlag(shop, 'QUICK_LOGIN'))
  if (!platform.supports(mode === 'bind' ? 'emailBinding' : 'emailPreLogin'))
    return (
      <StatusView
        kind='error'
        className='mini-email mini-email--web'
        message={t(UNSUPPORTED_KEYS.emailBinding)}
        hint={t(mode === 'bind' ? 'email.mini.webBindHint' : 'email.mini.webLoginHint')}
        exit='back'
      />
    )
  const { step, form } = flow
  return (
    <View className={`email-account mini-email mini-email--${mode} mini-email--${step}`}>
      <Text className='email-account__title'>{t(mode === 'bind' ? 'email.mini.bindTitle' : 'email.mini.title')}</Text>
      <Text className='email-account__subtitle'>
        {t(mode === 'bind' ? 'email.mini.bindSubtitle' : step === 'start' ? 'email.mini.startSubtitle' : 'email.mini.subtitle')}
      </Text>
      {step === 'start' && (
        <>
          <Button className='mini-email__one-tap' type='primary' block loading={flow.busy} onClick={() => void flow.oneTap()}>
            {t('oauth.mini.oneTap')}
          </Button>
          <Text className='email-account__centered mini-email__hint'>{t('email.mini.oneTapHint')}</Text>
          <GeneralMessage message={form.general} />
        </>
      )}
      {step === 'email' && (
        <>
          <Field
            name='email'
            label={t('email.fields.email')}
            value={flow.email}
            onInput={flow.setEmail}
            error={form.errors.email}
          />
          <GeneralMessage message={form.general} />
          <SubmitButton className='mini-email__send' loading={flow.busy} onSubmit={flow.sendCode}>
            {t('email.mini.send')}
          </SubmitButton>
        </>
      )}
      {step === 'code' && (
        <CodeStep
          mode={mode}
          email={flow.email.trim()}
          sent={flow.sent}
          form={form}
          busy={flow.busy}
          resend={flow.resend}
          submit={flow.submit}
          changeEmail={flow.changeEmail}
        />
      )}
      {mode === 'login' && onPassword && (
        <View
          className='email-account__link email-account__link--muted email-account__centered mini-email__password'
          role='button'
          onClick={onPassword}
        >
          <Text>{t('email.mini.withPassword')}</Text>
        </View>
      )}
    </View>
  )
}

/**
 * The e-mail shop's login (login_email): on a mini-program the pre-login by mailed code first
 * (spec s5), with the password login one tap away; elsewhere the password login.
 */
export function EmailFirstLogin() {
  const [withPassword, setWithPassword] = useState(false)
  if (!platform.supports('emailPreLogin') || withPassword) return <EmailLogin />
  return <MiniEmail mode='login' onPassword={() => setWithPassword(true)} />
}
