import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchPrimePrivilege } from '@/api/user'
import { fetchCurrentLevel, fetchDisplaySetting, fetchExpiringPoints } from '@/api/member'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { MemberPopups } from '@/components/member-popups'
import { hasFlag } from '@/domain/shop-config'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { platform } from '@/platform'
import { localeAtom } from '@/state/preferences'
import { shopConfigAtom } from '@/state/shop'
import { BirthdayGifts, type Gift } from './birthday-gifts'
import { LevelCard } from './level-card'
import { PointsRow } from './points-row'
import { RightsGrid } from './rights-grid'
import './member-center.scss'
import '@/i18n/locales/member'
import '@/i18n/locales/student'

async function loadCenter() {
  const [privilege, level, setting, expiring] = await Promise.all([
    fetchPrimePrivilege(),
    fetchCurrentLevel(),
    fetchDisplaySetting(),
    fetchExpiringPoints(),
  ])
  return { privilege, level, setting, expiring }
}

/** The gifts the gateway sends (free-form JSON: {icon, giftDesc}); anything else is left out. */
function giftsOf(value: unknown): Gift[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (item): item is Gift => typeof item === 'object' && item !== null && typeof (item as Gift).giftDesc === 'string',
  )
}

/**
 * The member centre (spec section 2 member-center, `/member`; s3 member privilege; s9; D15): the
 * level with the growth to the next one, the points with those about to expire, the level's
 * rights (4 a row, scrolling above 8), the birthday gifts (scrolling above 3), the rules, and the
 * level-upgrade or birthday popup once.
 */
export function MemberCenter() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { status, data, error, retry } = useServerData(['member-center', locale], loadCenter)
  // D21 SUPPORT_STUDENT_CERT; s5: certification is web only, so mini-programs show no entry.
  const studentEntry = hasFlag(useAtomValue(shopConfigAtom), 'SUPPORT_STUDENT_CERT') && platform.supports('studentCertification')

  if (status === 'loading') return <StatusView kind='loading' />
  if (status === 'error') return <LoadFailure error={error} onRetry={retry} />

  const { privilege, level, setting, expiring } = data
  const rights = privilege.primeRights.filter((right) => right.isDisplayToUser)
  const gifts = giftsOf(privilege.birthdayGifts)
  return (
    <View className='member-center'>
      <LevelCard level={level} color={privilege.color} icon={privilege.icon} />
      {setting.showPoints && <PointsRow points={level.points} expiring={expiring} />}
      <View className='member-center__section'>
        <View
          className='member-center__heading-row'
          role='link'
          onClick={() => void navigate('memberRight', { level: String(level.primeLevel) })}
        >
          <Text className='member-center__heading'>{t('member.center.rights')}</Text>
          <Text className='member-center__all'>{t('member.center.allRights')}</Text>
        </View>
        {rights.length ? (
          <RightsGrid rights={rights} />
        ) : (
          <Text className='member-center__none'>{t('member.center.noRights')}</Text>
        )}
      </View>
      {gifts.length > 0 && (
        <View className='member-center__section'>
          <Text className='member-center__heading'>{t('member.center.gifts')}</Text>
          <BirthdayGifts gifts={gifts} />
        </View>
      )}
      <View className='member-center__links'>
        {setting.isShowPrimeCard && (
          <View
            className='member-center__link member-center__link--join'
            role='link'
            onClick={() => void navigate('memberConfirm', {})}
          >
            {t('member.buy.join')}
          </View>
        )}
        {studentEntry && (
          <View
            className='member-center__link member-center__link--student'
            role='link'
            onClick={() => void navigate('studentVerify', {})}
          >
            {t('student.verify.entry')}
          </View>
        )}
        <View className='member-center__link' role='link' onClick={() => void navigate('myRights', {})}>
          {t('member.center.myRights')}
        </View>
        <View className='member-center__link' role='link' onClick={() => void navigate('growthValueRule', {})}>
          {t('member.center.growthRule')}
        </View>
        {setting.isShowPrivilegeCompare && (
          <View className='member-center__link' role='link' onClick={() => void navigate('memberCompare', {})}>
            {t('member.levels.compare')}
          </View>
        )}
        {setting.showPoints && (
          <View className='member-center__link' role='link' onClick={() => void navigate('pointsRule', {})}>
            {t('member.center.pointsRule')}
          </View>
        )}
      </View>
      <MemberPopups />
    </View>
  )
}
