import { Text, View } from '@tarojs/components'
import { useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { fetchPasswordState, forgotPassword, resetPassword, setFirstPassword } from '@/api/email'
import { Button } from '@/components/ui'
import { initialWait, newPasswordErrors } from '@/domain/email-account'
import { PASSWORD_MAX, PASSWORD_MIN, isValidEmail } from '@/domain/validation'
import { useT } from '@/i18n/use-t'
import { goBack, navigate, openLogin } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { isLoggedInAtom } from '@/state/session'
import { toast } from './activation'
import { emailDraftAtom } from './draft'
import { backToEmailLogin, describeFailure } from './failure'
import { CodeField, useMailedCode } from './code-field'
import { Field } from './field'
import { useFormErrors } from './use-form-errors'
import { GeneralMessage, SubmitButton } from './form-parts'
import './email-account.scss'
import '@/i18n/locales/email'

/** The password twice, with the rule beside it; and the mailed code when resetting. */
function PasswordForm({ email, initialSeconds }: { readonly email?: string; readonly initialSeconds: number }) {
  const t = useT()
  const store = useStore()
  const resetting = email !== undefined
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [saving, setSaving] = useState(false)
  const form = useFormErrors()
  const mailed = useMailedCode(form, {
    initialSeconds,
    send: resetting ? () => forgotPassword(email) : undefined,
    resentText: t('email.reset.resent'),
    failureForm: 'forgot',
  })
  const { code } = mailed

  async function submit() {
    if (saving || !form.check(newPasswordErrors({ code, password, confirm }, resetting))) return
    setSaving(true)
    try {
      if (resetting) {
        await resetPassword({ email, code, password })
        store.set(emailDraftAtom, email)
        toast(t('email.reset.done'))
        setSaving(false)
        await backToEmailLogin()
      } else {
        await setFirstPassword(password)
        toast(t('email.set.done'))
        setSaving(false)
        await goBack()
      }
    } catch (failure) {
      setSaving(false)
      form.fail(describeFailure(resetting ? 'reset' : 'set', failure))
    }
  }

  return (
    <View className={`email-account set-password set-password--${resetting ? 'reset' : 'first'}`}>
      <Text className='email-account__title'>{t(resetting ? 'email.reset.title' : 'email.set.title')}</Text>
      {resetting ? (
        <Text className='email-account__subtitle'>
          {t('email.reset.sentTo')}
          <Text className='email-account__address'>{email}</Text>
        </Text>
      ) : (
        <Text className='email-account__subtitle'>{t('email.set.subtitle')}</Text>
      )}
      {resetting && <CodeField page='set-password' {...mailed.field} />}
      <Field
        name='password'
        kind='password'
        label={t('email.fields.newPassword')}
        value={password}
        onInput={(value) => {
          setPassword(value)
          form.clear('password')
        }}
        error={form.errors.password}
        hint={t('email.hints.password', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
      />
      <Field
        name='confirm'
        kind='password'
        label={t('email.fields.confirm')}
        value={confirm}
        onInput={(value) => {
          setConfirm(value)
          form.clear('confirm')
        }}
        error={form.errors.confirm}
      />
      <GeneralMessage message={form.general} />
      <SubmitButton className='set-password__submit' loading={saving} onSubmit={submit}>
        {t('email.actions.save')}
      </SubmitButton>
    </View>
  )
}

type Account =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'noEmail' }
  | { readonly kind: 'hasPassword' }
  | { readonly kind: 'ready' }

/** A status with one action: loading, failure, or why there is nothing to set. */
/**
 * The mark above a status: a tick only for what is done (a password already set), a warning for
 * a failure, an "i" for what the buyer has to do first (log in, add an e-mail), dots while loading.
 */
const STATUS_ICON: Partial<Record<string, 'done' | 'error' | 'info' | 'loading'>> = {
  loading: 'loading',
  failed: 'error',
  hasPassword: 'done',
  loggedOut: 'info',
  noEmail: 'info',
}
const ICON_MARK = { done: '✓', error: '!', info: 'i', loading: '…' } as const

function Status({ kind, action, onAction }: { readonly kind: string; readonly action?: string; readonly onAction?: () => void }) {
  const t = useT()
  return (
    <View className={`email-account set-password set-password--${kind}`}>
      <View className='email-account__status'>
        <View
          className={`email-account__icon email-account__icon--${STATUS_ICON[kind] ?? 'info'}`}
          data-icon={STATUS_ICON[kind] ?? 'info'}
        >
          <Text>{ICON_MARK[STATUS_ICON[kind] ?? 'info']}</Text>
        </View>
        <View className='email-account__status-title' role={kind === 'loading' ? 'status' : 'alert'}>
          <Text>{t(`email.set.${kind}`)}</Text>
        </View>
        {action && onAction && (
          <Button className='email-account__status-action set-password__action' type='primary' block onClick={onAction}>
            {action}
          </Button>
        )}
      </View>
    </View>
  )
}

/** The logged-in user's first password: only for an activated address with none yet. */
function FirstPassword() {
  const t = useT()
  const [account, setAccount] = useState<Account>({ kind: 'loading' })

  const load = useCallback(async () => {
    setAccount({ kind: 'loading' })
    try {
      const state = await fetchPasswordState()
      if (state.hasPassword) setAccount({ kind: 'hasPassword' })
      else if (!state.email || !state.emailActivated) setAccount({ kind: 'noEmail' })
      else setAccount({ kind: 'ready' })
    } catch {
      setAccount({ kind: 'failed' })
    }
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  switch (account.kind) {
    case 'ready':
      return <PasswordForm initialSeconds={0} />
    case 'loading':
      return <Status kind='loading' />
    case 'failed':
      return <Status kind='failed' action={t('email.actions.retry')} onAction={() => void load()} />
    case 'hasPassword':
      return (
        <Status
          kind='hasPassword'
          action={t('email.actions.changePassword')}
          onAction={() => void navigate('changePassword', {}, { replace: true })}
        />
      )
    case 'noEmail':
      return <Status kind='noEmail' action={t('email.actions.back')} onAction={() => void goBack()} />
  }
}

/**
 * Set password (spec section 2). With `email`: the reset after forgot password (the mailed code,
 * the new password twice). Without: a first password for the logged-in user who has none.
 */
export function SetPassword() {
  const t = useT()
  const params = usePageParams()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const email = (params.email ?? '').trim()
  if (email && isValidEmail(email)) return <PasswordForm email={email} initialSeconds={initialWait(params.wait)} />
  if (!loggedIn) return <Status kind='loggedOut' action={t('email.actions.login')} onAction={() => void openLogin()} />
  return <FirstPassword />
}
