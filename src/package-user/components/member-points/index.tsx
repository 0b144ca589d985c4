import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchCurrentLevel, fetchExpiringPoints, fetchGrowthRecords, fetchPointsRecords, fetchPointsRule } from '@/api/member'
import { useServerData } from '@/components/server-data'
import { LEDGER_PAGE_SIZE } from '@showtix/contract/rules'
import { growthToNext } from '@/domain/member'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { MemberLedger, useLedger } from '@/package-user/components/member-ledger'
import { userIdAtom } from '@/state/session'
import '@/i18n/locales/member'

const pointsPage = (offset: number) => fetchPointsRecords(offset, LEDGER_PAGE_SIZE)
const growthPage = (offset: number) => fetchGrowthRecords(offset, LEDGER_PAGE_SIZE)

async function loadPoints() {
  const [expiring, rule] = await Promise.all([fetchExpiringPoints(), fetchPointsRule().catch(() => null)])
  return { expiring, rule }
}

/** The points page (spec section 2 points; s3 points rule; D18): the balance, what expires soon, the history. */
export function MemberPoints() {
  const t = useT()
  const userId = useAtomValue(userIdAtom)
  const summary = useServerData(['member-points', userId], loadPoints)
  const ledger = useLedger(['member-points-ledger', userId], pointsPage)
  const expiring = summary.data?.expiring
  const rate = summary.data?.rule?.rate ?? 0
  const header = (
    <View className='member-balance'>
      <Text className='member-balance__label'>{t('member.points.balance')}</Text>
      <Text className='member-balance__value' data-points={expiring?.pointAmount ?? ''}>
        {expiring ? expiring.pointAmount : '—'}
      </Text>
      {expiring && (
        <Text className='member-balance__note'>
          {expiring.expiringPoints > 0 && expiring.expireTime !== null
            ? t('member.center.expiring', {
                points: expiring.expiringPoints,
                date: formatShopTime(expiring.expireTime, 'YYYY-MM-DD'),
              })
            : t('member.center.noneExpiring')}
        </Text>
      )}
      {rate > 0 && <Text className='member-balance__note'>{t('member.points.worth', { rate })}</Text>}
      <View className='member-balance__link' role='link' onClick={() => void navigate('pointsRule', {})}>
        {t('member.center.pointsRule')}
      </View>
    </View>
  )
  return <MemberLedger ledger={ledger} header={header} title={t('member.points.history')} showExpiry />
}

/** The growth page (spec section 2 growth-value; D18): the growth value, the next level, the history. */
export function MemberGrowth() {
  const t = useT()
  const userId = useAtomValue(userIdAtom)
  const level = useServerData(['member-growth', userId], fetchCurrentLevel)
  const ledger = useLedger(['member-growth-ledger', userId], growthPage)
  const data = level.data
  const header = (
    <View className='member-balance'>
      <Text className='member-balance__label'>{t('member.growth.value')}</Text>
      <Text className='member-balance__value' data-growth={data?.growthValue ?? ''}>
        {data ? data.growthValue : '—'}
      </Text>
      {data && (
        <Text className='member-balance__note'>
          {data.nextLevelGrowthValue === null || data.nextLevelName === null
            ? t('member.center.top')
            : t('member.center.toNext', {
                value: growthToNext(data.growthValue, data.nextLevelGrowthValue),
                name: data.nextLevelName,
              })}
        </Text>
      )}
      <View className='member-balance__link' role='link' onClick={() => void navigate('growthValueRule', {})}>
        {t('member.center.growthRule')}
      </View>
    </View>
  )
  return <MemberLedger ledger={ledger} header={header} title={t('member.growth.history')} />
}
