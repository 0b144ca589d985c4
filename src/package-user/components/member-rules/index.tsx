import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchCurrentLevel, fetchPointsRule, fetchPrimeLevels } from '@/api/member'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import { userIdAtom } from '@/state/session'
import './member-rules.scss'
import '@/i18n/locales/member'

function RuleText({ title, lines }: { readonly title: string; readonly lines: readonly string[] }) {
  return (
    <View className='member-rules'>
      <Text className='member-rules__title'>{title}</Text>
      {lines.map((line, index) => (
        <Text key={index} className='member-rules__line'>
          {`${index + 1}. ${line}`}
        </Text>
      ))}
    </View>
  )
}

/** A logged-in buyer's level and the shop's rule give the numbers; anyone else reads the rule without them. */
async function loadPointsNumbers(loggedIn: boolean) {
  if (!loggedIn) return null
  const [level, rule] = await Promise.all([fetchCurrentLevel(), fetchPointsRule()])
  return { level, rule }
}

/** points-rule (spec section 2; s3 points rule; s5; D18): how points are earned, paid with, expire and come back. */
export function PointsRule() {
  const t = useT()
  const userId = useAtomValue(userIdAtom)
  const locale = useAtomValue(localeAtom)
  const { status, data, error, retry } = useServerData(['points-rule', userId, locale], () => loadPointsNumbers(userId !== null))
  if (status === 'loading') return <StatusView kind='loading' />
  if (status === 'error') return <LoadFailure error={error} onRetry={retry} />
  const limit = data?.rule.adaptPointRuleVoList[0]?.limitProportion ?? 0
  const lines = [
    data
      ? t('member.rule.points1', { multiple: data.level.pointsMultiple, level: data.level.primeLevelName })
      : t('member.rule.pointsEarn'),
    data && data.rule.rate > 0 ? t('member.rule.points2', { rate: data.rule.rate, limit }) : t('member.rule.noRule'),
    t('member.rule.points3'),
    t('member.rule.points4'),
  ]
  return <RuleText title={t('member.rule.pointsTitle')} lines={lines} />
}

/** growth-value-rule (spec section 2; D18): how growth is earned and which level it reaches, with the shop's levels. */
export function GrowthRule() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { status, data, error, retry } = useServerData(['growth-rule', locale], fetchPrimeLevels)
  if (status === 'loading') return <StatusView kind='loading' />
  if (status === 'error') return <LoadFailure error={error} onRetry={retry} />
  return (
    <View>
      <RuleText
        title={t('member.rule.growthTitle')}
        lines={[t('member.rule.growth1'), t('member.rule.growth2'), t('member.rule.growth3')]}
      />
      <View className='member-rules member-rules--levels'>
        {data.levels.map((level) => (
          <Text key={level.level} className='member-rules__level' data-level={level.level}>
            {t('member.rule.levelLine', { name: level.primeLevelName, min: level.growthValueMin })}
          </Text>
        ))}
      </View>
    </View>
  )
}
