import { Text, View } from '@tarojs/components'
import { stayLength } from '@/domain/parking'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import '@/i18n/locales/parking'

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

/** A stay's rows (the fee card, the parking detail): the entry, its length, then the page's own rows. */
export function StayRows(props: {
  readonly enteredAt: number
  readonly minutes: number
  readonly enteredLabel: string
  readonly durationLabel: string
  readonly rows: ReadonlyArray<readonly [string, string]>
}) {
  const t = useT()
  const length = stayLength(props.minutes)
  const duration =
    length.hours > 0
      ? t('parking.duration.hm', { hours: length.hours, minutes: length.minutes })
      : t('parking.duration.m', { minutes: length.minutes })
  const rows: ReadonlyArray<readonly [string, string]> = [
    [props.enteredLabel, formatShopTime(props.enteredAt, TIME_FORMAT)],
    [props.durationLabel, duration],
    ...props.rows,
  ]
  return (
    <View className='parking__rows'>
      {rows.map(([label, value]) => (
        <View key={label} className='parking__row'>
          <Text className='parking__muted'>{label}</Text>
          <Text className='parking__value'>{value}</Text>
        </View>
      ))}
    </View>
  )
}

export { TIME_FORMAT }
