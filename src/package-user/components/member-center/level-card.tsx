import { Image, Text, View } from '@tarojs/components'
import type { CurrentLevel } from '@/api/member'
import { growthProgress, growthToNext } from '@/domain/member'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import '@/i18n/locales/member'

interface LevelCardProps {
  readonly level: CurrentLevel
  /** The level's colour and badge from the shop's levels (data, not a theme colour). */
  readonly color: string | null
  readonly icon: string | null
}

/** The level, its growth and how much the next level needs; opens the growth page. */
export function LevelCard({ level, color, icon }: LevelCardProps) {
  const t = useT()
  const progress = growthProgress(level.growthValue, level.currentLevelGrowthValue, level.nextLevelGrowthValue)
  const toNext = growthToNext(level.growthValue, level.nextLevelGrowthValue)
  return (
    <View
      className='member-center__card'
      role='link'
      style={color ? { borderColor: color } : undefined}
      onClick={() => void navigate('growthValue', {})}
    >
      <View className='member-center__level'>
        {icon && <Image className='member-center__badge' src={icon} mode='aspectFit' aria-hidden />}
        <Text className='member-center__level-name' data-level={level.primeLevel}>
          {level.primeLevelName}
        </Text>
      </View>
      <Text className='member-center__growth' data-growth={level.growthValue}>
        {t('member.center.growth', { value: level.growthValue })}
      </Text>
      <View className='member-center__bar' aria-hidden>
        <View
          className='member-center__bar-fill'
          style={{ width: `${Math.round(progress * 100)}%`, ...(color ? { background: color } : {}) }}
        />
      </View>
      <Text className='member-center__next'>
        {toNext === null || level.nextLevelName === null
          ? t('member.center.top')
          : t('member.center.toNext', { value: toNext, name: level.nextLevelName })}
      </Text>
      <Text className='member-center__multiple'>{t('member.center.multiple', { value: level.pointsMultiple })}</Text>
    </View>
  )
}
