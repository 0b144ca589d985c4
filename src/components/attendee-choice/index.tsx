import { Text, View } from '@tarojs/components'
import type { Attendee } from '@/api/attendee'
import './attendee-choice.scss'

/**
 * One of the buyer's attendees as a radio row (name, ID type and masked number): the pick of
 * ticket-bind-audience (and of any page that names a ticket's holder).
 */
export function AttendeeChoice(props: { readonly attendee: Attendee; readonly on: boolean; readonly onPick: () => void }) {
  const { attendee, on, onPick } = props
  return (
    <View
      className={`attendee-choice${on ? ' attendee-choice--on' : ''}`}
      role='radio'
      aria-checked={on}
      data-audience-id={attendee.audienceId}
      onClick={onPick}
    >
      <View className='attendee-choice__check'>{on ? '✓' : ''}</View>
      <View className='attendee-choice__text'>
        <Text className='attendee-choice__name'>{attendee.name}</Text>
        <Text className='attendee-choice__meta'>{`${attendee.idTypeName}  ${attendee.idNoMasked}`}</Text>
      </View>
    </View>
  )
}
