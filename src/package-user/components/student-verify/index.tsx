import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useRef, useState } from 'react'
import { createStudentCertification, fetchStudentStatus } from '@/api/student'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { siteUrl } from '@/domain/order'
import { formatShopTime } from '@/domain/shop-time'
import { isVerifiedStudent, STUDENT_AUTH_CHANNEL } from '@/domain/student'
import { isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { openPage, targetUrl } from '@/navigation/navigate'
import { isPlatformError, platform } from '@/platform'
import { openCertification } from '@/platform/certification'
import { webOrigin } from '@/platform/env'
import { shopLinkAtom } from '@/state/merchant'
import { localeAtom } from '@/state/preferences'
import { backParams, type BackTarget } from './back'
import './student-verify.scss'
import '@/i18n/locales/student'

/**
 * student-verify (spec s2; s5 plain web only; s7 certification create {authChannel}; D28): the
 * buyer's standing (verified until when, or not), and Verify: the gateway starts a certification
 * with the provider, whose page opens in this window and comes back to middle-verify (which then
 * returns to `back`). Where the platform cannot (mini-programs, in-app browsers) the page says to
 * open it in a browser instead of offering the button.
 */
export function StudentVerify({ back }: { readonly back?: BackTarget }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const shopLink = useAtomValue(shopLinkAtom)
  const status = useServerData(['student-status', locale], fetchStudentStatus)
  const [starting, setStarting] = useState(false)
  const [failure, setFailure] = useState<string | undefined>()
  const busy = useRef(false)

  if (status.status === 'loading') return <StatusView kind='loading' />
  if (status.status === 'error') return <LoadFailure error={status.error} onRetry={status.retry} />

  const verified = isVerifiedStudent(status.data, Date.now())
  const supported = platform.supports('studentCertification')

  const start = async () => {
    if (busy.current) return
    busy.current = true
    setStarting(true)
    setFailure(undefined)
    try {
      const origin = webOrigin()
      const returnUrl = origin ? shopLink(siteUrl(origin, targetUrl('middleVerify', backParams(back), true))) : undefined
      const created = await createStudentCertification(STUDENT_AUTH_CHANNEL, returnUrl)
      // The provider's page replaces this one; it comes back to middle-verify.
      await openCertification(created.url)
    } catch (error) {
      setFailure(
        isHttpError(error) && error.comments
          ? error.comments
          : isPlatformError(error)
            ? error.text(t)
            : t('student.verify.failed'),
      )
    } finally {
      busy.current = false
      setStarting(false)
    }
  }

  return (
    <View className='student-verify'>
      <View className='student-verify__card'>
        <Text className='student-verify__title'>{t('student.verify.title')}</Text>
        <Text className='student-verify__text'>{t('student.verify.intro')}</Text>
        <Text className='student-verify__text'>{t('student.verify.year')}</Text>
      </View>
      <View className={`student-verify__state student-verify__state--${verified ? 'on' : 'off'}`} role='status'>
        <Text className='student-verify__state-title'>
          {verified ? t('student.verify.verified') : t('student.verify.notVerified')}
        </Text>
        {verified && status.data.expireAt !== null && (
          <Text className='student-verify__until'>
            {t('student.verify.until', { date: formatShopTime(status.data.expireAt, 'YYYY-MM-DD') })}
          </Text>
        )}
      </View>
      {verified && back ? (
        <Button className='student-verify__continue' type='primary' block onClick={() => void openPage(back.name, back.params)}>
          {t('student.verify.continue')}
        </Button>
      ) : supported ? (
        <Button
          className='student-verify__start'
          type='primary'
          block
          loading={starting}
          disabled={starting}
          onClick={() => void start()}
        >
          {verified ? t('student.verify.again') : t('student.verify.start')}
        </Button>
      ) : (
        <View className='student-verify__web-only' role='note'>
          {t('platform.unsupported.studentCertification')}
        </View>
      )}
      {failure && (
        <View className='student-verify__error' role='alert'>
          {failure}
        </View>
      )}
    </View>
  )
}
