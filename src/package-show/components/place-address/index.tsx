import { Text, View } from '@tarojs/components'
import { feedback } from '@/components/feedback'
import { IconLocation } from '@/components/ui'
import { mapPoint } from '@/domain/places'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { isPlatformError, platform } from '@/platform'
import './place-address.scss'
import '@/i18n/locales/places'

export interface PlaceAddressProps {
  /** The place's name (venue, theatre), shown on the map. */
  readonly name: string
  readonly address: string
  readonly lat?: number | null
  readonly lng?: number | null
  readonly telephone?: string | null
}

/**
 * A place's address with the ways to get there (spec section 5): map navigation where the
 * platform has it (the mini-programs), copying the address where it does not (the web), and a
 * call when the place has a phone number.
 */
export function PlaceAddress({ name, address, lat, lng, telephone }: PlaceAddressProps) {
  const t = useT()
  const point = mapPoint(lat, lng)
  const canNavigate = point !== null && platform.supports('mapNavigation')
  const toast = (text: string) => feedback.presenter.toast({ text }, TOAST_DURATION_MS)
  const failed = (error: unknown) => {
    if (isPlatformError(error)) toast(error.text(t))
  }

  const navigateThere = () => {
    if (!point) return
    platform.openLocation({ ...point, name, address }).catch(failed)
  }
  const copy = () => {
    platform.setClipboard(address).then(() => toast(t('places.venue.copied')), failed)
  }
  const call = () => {
    if (telephone) platform.makePhoneCall(telephone).catch(failed)
  }

  return (
    <View className='place-address'>
      <IconLocation size={16} className='place-address__icon' />
      <View className='place-address__text'>
        <Text className='place-address__name'>{name}</Text>
        {address !== '' && <Text className='place-address__line'>{address}</Text>}
      </View>
      <View className='place-address__actions'>
        {canNavigate ? (
          <View className='place-address__action place-address__navigate' role='button' onClick={navigateThere}>
            <Text>{t('places.venue.navigate')}</Text>
          </View>
        ) : (
          address !== '' && (
            <View className='place-address__action place-address__copy' role='button' onClick={copy}>
              <Text>{t('places.venue.copyAddress')}</Text>
            </View>
          )
        )}
        {telephone && (
          <View className='place-address__action place-address__call' role='button' onClick={call}>
            <Text>{t('places.venue.call')}</Text>
          </View>
        )}
      </View>
    </View>
  )
}
