import { Text, View } from '@tarojs/components'
import { useStore } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { PROFILE_CODES, cancelAccount, fetchCancellationCheck } from '@/api/profile'
import { feedback } from '@/components/feedback'
import { Button } from '@/components/ui'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { goHome, openPage } from '@/navigation/navigate'
import { logout } from '@/state/session'
import { StatusView } from '@/components/status-view'
import { failureNotice, type Notice } from '../profile-form/use-profile'
import './account-cancel.scss'
import '@/i18n/locales/profile'

type Check =
  | { readonly status: 'loading' | 'error' }
  | { readonly status: 'blocked'; readonly count: number }
  | { readonly status: 'allowed' }

const CONSEQUENCES = ['data', 'login', 'benefits'] as const

/** How many unfinished orders an answer names (at least one when it refuses). */
function unfinishedCount(data: unknown): number {
  const ids = (data as { unfinishedOrderIds?: unknown } | null)?.unfinishedOrderIds
  return Array.isArray(ids) && ids.length ? ids.length : 1
}

/**
 * Account cancellation (confirm-unregistered; spec section 5: all transactions must be complete):
 * the gateway's check first; refused with the reason and a way to the orders while any is
 * unfinished; else what closing means, an explicit agreement, and then the session ends.
 */
export function AccountCancel() {
  const t = useT()
  const store = useStore()
  const [check, setCheck] = useState<Check>({ status: 'loading' })
  const [agreed, setAgreed] = useState(false)
  const [error, setError] = useState<Notice | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const load = useCallback(async () => {
    setCheck({ status: 'loading' })
    try {
      const answer = await fetchCancellationCheck()
      setCheck(answer.canCancel ? { status: 'allowed' } : { status: 'blocked', count: unfinishedCount(answer) })
    } catch {
      setCheck({ status: 'error' })
    }
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  async function submit() {
    if (submitting) return
    if (!agreed) {
      setError({ key: 'profile.cancel.agreeFirst' })
      return
    }
    setError(null)
    setSubmitting(true)
    try {
      await cancelAccount()
      logout(store)
      feedback.presenter.toast({ text: t('profile.cancel.done') }, TOAST_DURATION_MS)
      await goHome()
    } catch (failure) {
      if (isHttpError(failure) && Number(failure.statusCode) === PROFILE_CODES.orderState)
        setCheck({ status: 'blocked', count: unfinishedCount(failure.data) })
      else setError(failureNotice(failure, 'profile.cancel.failed'))
    } finally {
      setSubmitting(false)
    }
  }

  if (check.status === 'loading' || check.status === 'error') {
    return check.status === 'error' ? (
      <StatusView kind='error' message={t('profile.cancel.checkFailed')} onRetry={() => void load()} />
    ) : (
      <StatusView kind='loading' />
    )
  }

  if (check.status === 'blocked') {
    return (
      <View className='account-cancel'>
        <View className='account-cancel__card account-cancel__blocked' role='alert'>
          <Text className='account-cancel__title'>{t('profile.cancel.blockedTitle')}</Text>
          <Text className='account-cancel__text'>{t('profile.cancel.blocked', { count: check.count })}</Text>
        </View>
        <Button className='account-cancel__submit' type='primary' block onClick={() => void openPage('orders')}>
          {t('profile.cancel.viewOrders')}
        </Button>
      </View>
    )
  }

  return (
    <View className='account-cancel'>
      <View className='account-cancel__card'>
        <Text className='account-cancel__text'>{t('profile.cancel.intro')}</Text>
        {CONSEQUENCES.map((key) => (
          <Text key={key} className='account-cancel__item'>
            {t(`profile.cancel.consequences.${key}`)}
          </Text>
        ))}
      </View>
      <View
        className={`account-cancel__agree${agreed ? ' account-cancel__agree--checked' : ''}`}
        role='checkbox'
        aria-checked={agreed}
        onClick={() => {
          setAgreed(!agreed)
          setError(null)
        }}
      >
        <View className='account-cancel__box' aria-hidden>
          {agreed && <Text>✓</Text>}
        </View>
        <Text className='account-cancel__agree-text'>{t('profile.cancel.agree')}</Text>
      </View>
      {error && (
        <View className='field-error account-cancel__error' role='alert'>
          <Text>{'key' in error ? t(error.key) : 'text' in error ? error.text : ''}</Text>
        </View>
      )}
      <Button className='account-cancel__submit' type='danger' block loading={submitting} onClick={() => void submit()}>
        {t('profile.cancel.submit')}
      </Button>
    </View>
  )
}
