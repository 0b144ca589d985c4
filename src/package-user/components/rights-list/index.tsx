import { Text, View } from '@tarojs/components'
import { LoadFailure, StatusView } from '@/components/status-view'
import { levelToShow } from '@/domain/member'
import { useT } from '@/i18n/use-t'
import { RightDetails, useLevels } from '@/package-user/components/member-levels'
import '@/i18n/locales/member'

/**
 * rights-list (spec s2; D22): the full list of one level's rights (`level`), or every level's one
 * after another when no level is given.
 */
export function RightsList({ level: wanted }: { readonly level?: string | undefined }) {
  const t = useT()
  const { status, data, error, retry } = useLevels()
  if (status === 'loading') return <StatusView kind='loading' />
  if (status === 'error') return <LoadFailure error={error} onRetry={retry} exit='back' />
  const one = wanted ? levelToShow(data.levels, Number(wanted)) : undefined
  const levels = one ? [one] : data.levels
  if (!levels.length) return <StatusView kind='empty' message={t('member.center.noRights')} exit='back' />
  return (
    <View className='member-levels rights-list'>
      {levels.map((level) => (
        <View key={level.level} className='member-levels__card' data-level={level.level}>
          <Text className='member-levels__growth'>
            {t('member.rule.levelLine', { name: level.primeLevelName, min: level.growthValueMin })}
          </Text>
          <RightDetails level={level} />
        </View>
      ))}
    </View>
  )
}
