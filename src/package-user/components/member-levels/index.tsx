import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { fetchPrimeLevels, type PrimeLevels } from '@/api/member'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { compareRows, levelToShow } from '@/domain/member'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { RightsGrid } from '@/package-user/components/member-center/rights-grid'
import { localeAtom } from '@/state/preferences'
import './member-levels.scss'
import '@/i18n/locales/member'

type Level = PrimeLevels['levels'][number]

export function useLevels() {
  const locale = useAtomValue(localeAtom)
  return useServerData(['prime-levels', locale], fetchPrimeLevels)
}

/** A level's rights: the grid, then each right with what it gives. */
export function RightDetails({ level }: { readonly level: Level }) {
  const t = useT()
  const rights = level.primeRights.filter((right) => right.isDisplayToUser)
  if (!rights.length) return <StatusView kind='empty' message={t('member.center.noRights')} />
  return (
    <View className='member-levels__details'>
      <RightsGrid rights={rights} />
      {rights.map((right, index) => (
        <View key={`${index}-${right.primeRightType}`} className='member-levels__detail' data-type={right.primeRightType}>
          <Text className='member-levels__detail-name'>
            {right.badgeDesc ? `${right.primeRightTypeName} · ${right.badgeDesc}` : right.primeRightTypeName}
          </Text>
          <Text className='member-levels__detail-text'>{right.description}</Text>
        </View>
      ))}
    </View>
  )
}

/** member-right (spec section 2; s9): each level's rights, 4 a row (scrolling above 8), with what each gives; `level` picks the tab. */
export function MemberRight({ level: wanted }: { readonly level?: string | undefined }) {
  const t = useT()
  const { status, data, error, retry } = useLevels()
  const [chosen, setChosen] = useState<number | null>(null)
  if (status === 'loading') return <StatusView kind='loading' />
  if (status === 'error') return <LoadFailure error={error} onRetry={retry} />
  const shown = levelToShow(data.levels, chosen ?? Number(wanted))
  return (
    <View className='member-levels'>
      <View className='member-levels__tabs' role='tablist'>
        {data.levels.map((level) => (
          <View
            key={level.level}
            role='tab'
            aria-selected={level.level === shown?.level}
            className={`member-levels__tab${level.level === shown?.level ? ' member-levels__tab--on' : ''}`}
            onClick={() => setChosen(level.level)}
          >
            {level.primeLevelName}
          </View>
        ))}
      </View>
      {shown && (
        <View className='member-levels__card'>
          <Text className='member-levels__growth'>
            {t('member.rule.levelLine', { name: shown.primeLevelName, min: shown.growthValueMin })}
          </Text>
          <RightDetails level={shown} />
        </View>
      )}
      <View className='member-levels__link' role='link' onClick={() => void navigate('memberCompare', {})}>
        {t('member.levels.compare')}
      </View>
    </View>
  )
}

/** member-compare (spec section 2; s3 isShowPrivilegeCompare): the levels side by side, right by right. */
export function MemberCompare() {
  const t = useT()
  const { status, data, error, retry } = useLevels()
  if (status === 'loading') return <StatusView kind='loading' />
  if (status === 'error') return <LoadFailure error={error} onRetry={retry} />
  const rows = compareRows(data.levels)
  return (
    <View className='member-levels'>
      <View className='member-levels__table' role='table'>
        <View className='member-levels__row member-levels__row--head' role='row'>
          <Text className='member-levels__cell member-levels__cell--name'>{t('member.levels.right')}</Text>
          {data.levels.map((level) => (
            <Text key={level.level} className='member-levels__cell'>
              {level.primeLevelName}
            </Text>
          ))}
        </View>
        {rows.map((row) => (
          <View key={row.type} className='member-levels__row' role='row' data-type={row.type}>
            <Text className='member-levels__cell member-levels__cell--name'>{row.name}</Text>
            {row.cells.map((cell, index) => (
              <Text key={index} className={`member-levels__cell${cell === null ? ' member-levels__cell--none' : ''}`}>
                {cell === null ? '—' : cell || '✓'}
              </Text>
            ))}
          </View>
        ))}
      </View>
    </View>
  )
}
