import { Text, View } from '@tarojs/components'
import type { ExpiringPoints } from '@/api/member'
import { IconArrowRight } from '@/components/ui'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import '@/i18n/locales/member'

/** The points balance and those about to expire (D18); opens the points page. */
export function PointsRow({ points, expiring }: { readonly points: number; readonly expiring: ExpiringPoints }) {
  const t = useT()
  return (
    <View className='member-center__points' role='link' onClick={() => void navigate('points', {})}>
      <View className='member-center__points-main'>
        <Text className='member-center__points-label'>{t('member.center.points')}</Text>
        <Text className='member-center__points-value' data-points={points}>
          {points}
        </Text>
      </View>
      <Text className='member-center__points-expiring'>
        {expiring.expiringPoints > 0 && expiring.expireTime !== null
          ? t('member.center.expiring', {
              points: expiring.expiringPoints,
              date: formatShopTime(expiring.expireTime, 'YYYY-MM-DD'),
            })
          : t('member.center.noneExpiring')}
      </Text>
      <IconArrowRight size={14} />
    </View>
  )
}
