import { Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { fetchStudentCertification } from '@/api/student'
import { StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { formatShopTime } from '@/domain/shop-time'
import { nextVerifyDelay, onVerifyPoll, VERIFY_START, type VerifyState } from '@/domain/student'
import { useT } from '@/i18n/use-t'
import { goHome, navigate, openPage } from '@/navigation/navigate'
import { backParams, type BackTarget } from './back'
import './student-verify.scss'
import '@/i18n/locales/student'

/**
 * middle-verify (spec s2, titled 认证中; D28): where the provider comes back to. The result is
 * asked for at once and then every 3 s, 5 times in all (domain/student.ts); verified shows until
 * when and goes on to where the buyer came from (`back`); declined offers another try; five
 * pending answers say it is still being verified and the buyer will be told.
 */
export function MiddleVerify({ certificationId, back }: { readonly certificationId: string; readonly back?: BackTarget }) {
  const t = useT()
  const [state, setState] = useState<VerifyState>(VERIFY_START)
  const busy = useRef(false)

  useEffect(() => {
    const delay = certificationId ? nextVerifyDelay(state) : undefined
    if (delay === undefined) return undefined
    let live = true
    const poll = () => {
      if (busy.current) return
      busy.current = true
      fetchStudentCertification(certificationId)
        .then(
          (answer) =>
            live && setState((now) => onVerifyPoll(now, { type: 'result', status: answer.status, expireAt: answer.expireAt })),
          () => live && setState((now) => onVerifyPoll(now, { type: 'failed' })),
        )
        .finally(() => {
          busy.current = false
        })
    }
    const timer = setTimeout(poll, delay)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [state, certificationId])

  if (!certificationId) return <StatusView kind='notFound' exit='home' />

  const onward = () => (back ? void openPage(back.name, back.params, { replace: true }) : void goHome())
  const again = () => void navigate('studentVerify', backParams(back), { replace: true })

  if (state.phase === 'polling') {
    return (
      <View className='middle-verify' role='status' aria-live='polite' data-polls={state.polls}>
        <View className='middle-verify__spinner' aria-hidden />
        <Text className='middle-verify__title'>{t('student.middle.checking')}</Text>
        <Text className='middle-verify__hint'>{t('student.middle.hint')}</Text>
      </View>
    )
  }
  const ended = {
    verified: { icon: '✓', title: 'student.middle.verified', action: 'student.verify.continue', onTap: onward },
    failed: { icon: '!', title: 'student.middle.failed', action: 'student.middle.tryAgain', onTap: again },
    stillVerifying: { icon: '…', title: 'student.middle.still', action: 'student.middle.done', onTap: onward },
  }[state.phase]
  return (
    <View className={`middle-verify middle-verify--${state.phase}`} role='status' aria-live='polite' data-polls={state.polls}>
      <Text className='middle-verify__icon' aria-hidden>
        {ended.icon}
      </Text>
      <Text className='middle-verify__title'>{t(ended.title)}</Text>
      {state.phase === 'verified' && state.expireAt !== null && (
        <Text className='middle-verify__until'>
          {t('student.verify.until', { date: formatShopTime(state.expireAt, 'YYYY-MM-DD') })}
        </Text>
      )}
      {state.phase === 'failed' && <Text className='middle-verify__hint'>{t('student.middle.failedHint')}</Text>}
      {state.phase === 'stillVerifying' && <Text className='middle-verify__hint'>{t('student.middle.stillHint')}</Text>}
      <Button className='middle-verify__action' type='primary' block onClick={ended.onTap}>
        {t(ended.action)}
      </Button>
    </View>
  )
}
