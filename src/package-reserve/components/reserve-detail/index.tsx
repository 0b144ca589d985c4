import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { MAX_RESERVE_PLACES } from '@showtix/contract/rules'
import { fetchReserveDetail, type ReserveDay, type ReserveSlot } from '@/api/reserve'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Stepper } from '@/components/stepper'
import { Button } from '@/components/ui'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import '../reserve.scss'
import '@/i18n/locales/reserve'

/**
 * Reserve detail (spec s2 reserve-detail, the default bar titled "reservation"; D26): the item, its
 * bookable days, the day's slots with the places left (full and started ones cannot be chosen),
 * the places, then the reservation order (login).
 */
export function ReserveDetail({ itemId }: { readonly itemId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const detail = useServerData(['reserve-detail', itemId, locale], () => fetchReserveDetail(itemId), { enabled: itemId !== '' })
  const [chosenDay, setDayIndex] = useState<number | null>(null)
  const [slotId, setSlotId] = useState<string | null>(null)
  const [places, setPlaces] = useState(1)
  if (!itemId) return <StatusView kind='notFound' message={t('reserve.detail.notFound')} exit='back' />
  if (detail.status === 'loading') return <StatusView kind='loading' />
  if (detail.status === 'error')
    return (
      <LoadFailure
        error={detail.error}
        notFound={t('reserve.detail.notFound')}
        message={t('reserve.detail.loadFailed')}
        onRetry={detail.retry}
        exit='back'
      />
    )
  const { item, days } = detail.data
  // Until the buyer picks a day: the first with a slot still open (today's may all have started).
  const dayIndex =
    chosenDay ??
    Math.max(
      0,
      days.findIndex((candidate) => candidate.slots.some((s) => s.state === 'OPEN')),
    )
  const day = days[dayIndex] ?? days[0]
  const slot = day?.slots.find((candidate) => candidate.slotId === slotId && candidate.state === 'OPEN')
  const most = Math.min(MAX_RESERVE_PLACES, slot?.placesLeft ?? MAX_RESERVE_PLACES)
  const chosenPlaces = Math.min(places, most)
  return (
    <View className='reserve reserve--detail'>
      <View className='reserve__card'>
        <Text className='reserve__title'>{item.name}</Text>
        {item.venueName ? <Text className='reserve__muted'>{item.venueName}</Text> : null}
        <Text className='reserve__text'>{item.description}</Text>
      </View>
      <View className='reserve__card'>
        <Text className='reserve__section'>{t('reserve.detail.day')}</Text>
        <DayChips
          days={days}
          chosen={dayIndex}
          onChoose={(index) => {
            setDayIndex(index)
            setSlotId(null)
          }}
        />
        <Text className='reserve__section'>{t('reserve.detail.slots')}</Text>
        {day && day.slots.length > 0 ? (
          <SlotGrid slots={day.slots} chosen={slot?.slotId ?? null} onChoose={setSlotId} />
        ) : (
          <Text className='reserve__muted'>{t('reserve.detail.noSlots')}</Text>
        )}
      </View>
      <View className='reserve__card'>
        <View className='reserve__row'>
          <View className='reserve__places'>
            <Text className='reserve__section'>{t('reserve.detail.places')}</Text>
            <Text className='reserve__muted'>{t('reserve.detail.placesHint', { count: MAX_RESERVE_PLACES })}</Text>
          </View>
          <Stepper
            block='reserve'
            value={chosenPlaces}
            lessOff={chosenPlaces <= 1}
            moreOff={chosenPlaces >= most}
            onLess={() => setPlaces(Math.max(1, chosenPlaces - 1))}
            onMore={() => setPlaces(Math.min(most, chosenPlaces + 1))}
            lessLabel={t('reserve.detail.places')}
            moreLabel={t('reserve.detail.places')}
          />
        </View>
      </View>
      <View className='reserve__bar'>
        <Text className='reserve__free'>{slot ? t('reserve.detail.free') : t('reserve.detail.pick')}</Text>
        <Button
          className='reserve__submit'
          type='primary'
          disabled={!slot}
          onClick={() => slot && void navigate('reserveOrder', { itemId, slotId: slot.slotId, places: String(chosenPlaces) })}
        >
          {t('reserve.detail.reserve')}
        </Button>
      </View>
    </View>
  )
}

function DayChips(props: {
  readonly days: readonly ReserveDay[]
  readonly chosen: number
  readonly onChoose: (index: number) => void
}) {
  const t = useT()
  return (
    <View className='reserve__days' role='radiogroup' aria-label={t('reserve.detail.day')}>
      {props.days.map((day, index) => (
        <View
          key={day.day}
          role='radio'
          aria-checked={index === props.chosen}
          className={`reserve__day${index === props.chosen ? ' reserve__day--on' : ''}`}
          onClick={() => props.onChoose(index)}
        >
          <Text>{index === 0 ? t('reserve.detail.today') : formatShopTime(day.slots[0]?.startsAt, 'ddd')}</Text>
          <Text>{day.day.slice(5)}</Text>
        </View>
      ))}
    </View>
  )
}

function SlotGrid(props: {
  readonly slots: readonly ReserveSlot[]
  readonly chosen: string | null
  readonly onChoose: (slotId: string) => void
}) {
  const t = useT()
  const note = (slot: ReserveSlot) =>
    slot.state === 'OPEN'
      ? t('reserve.detail.left', { count: slot.placesLeft })
      : t(slot.state === 'FULL' ? 'reserve.detail.full' : 'reserve.detail.started')
  return (
    <View className='reserve__slots' role='radiogroup' aria-label={t('reserve.detail.slots')}>
      {props.slots.map((slot) => (
        <View
          key={slot.slotId}
          role='radio'
          aria-checked={slot.slotId === props.chosen}
          aria-disabled={slot.state !== 'OPEN'}
          data-slot={slot.slotId}
          className={`reserve__slot${slot.slotId === props.chosen ? ' reserve__slot--on' : ''}${slot.state === 'OPEN' ? ' reserve__slot--open' : ' reserve__slot--off'}`}
          onClick={() => slot.state === 'OPEN' && props.onChoose(slot.slotId)}
        >
          <Text className='reserve__slot-time'>{formatShopTime(slot.startsAt, 'HH:mm')}</Text>
          <Text>{note(slot)}</Text>
        </View>
      ))}
    </View>
  )
}
