import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { Attendee } from '@/api/attendee'
import { Button } from '@/components/ui'
import { parseIdTypeList } from '@/domain/identity'
import { maskPhone } from '@/domain/masking'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { useDeleteAttendee } from '@/package-user/components/attendee-delete'
import { AttendeeState } from '@/package-user/components/attendee-state'
import { useAttendeeList } from './use-attendee-list'
import './attendee-list.scss'
import '@/i18n/locales/attendee'

/**
 * The attendee list (spec section 2, audience): each attendee with their document and phone,
 * edit and delete (after a confirm), 30 more at the end of the list, an empty state that invites
 * to add. `disabledIdTypes` (from a show) marks the documents it does not accept and goes on to
 * the form.
 */
export function AttendeeList() {
  const t = useT()
  const params = usePageParams()
  const disabled = parseIdTypeList(params.disabledIdTypes)
  const list = useAttendeeList()
  const remove = useDeleteAttendee(list.removed)
  const formParams = disabled.length ? { disabledIdTypes: disabled.join(',') } : {}

  useReachBottom(() => void list.more())

  const add = () => void navigate('audienceModification', formParams)
  const edit = (attendee: Attendee) => void navigate('audienceModification', { ...formParams, audienceId: attendee.audienceId })

  const addButton = (
    <Button className='attendee-list__add' type='primary' block onClick={add}>
      {t('attendee.list.add')}
    </Button>
  )

  if (list.status === 'loading') return <AttendeeState kind='loading' />
  if (list.status === 'error') return <AttendeeState kind='error' onRetry={() => void list.reload()} />
  if (list.rows.length === 0) {
    return (
      <View className='attendee-list attendee-list--empty'>
        <AttendeeState kind='empty' title={t('attendee.list.empty')} hint={t('attendee.list.emptyHint')}>
          {addButton}
        </AttendeeState>
        {remove.dialog}
      </View>
    )
  }

  return (
    <View className='attendee-list'>
      <View className='attendee-list__head'>
        <Text className='attendee-list__count'>{t('attendee.list.count', { count: list.total })}</Text>
        <View className='attendee-list__documents' role='link' onClick={() => void navigate('certificates')}>
          {t('attendee.list.documents')}
        </View>
      </View>
      <View className='attendee-list__items'>
        {list.rows.map((attendee) => {
          const refused = disabled.includes(attendee.idType)
          return (
            <View
              key={attendee.audienceId}
              className={`attendee-list__item${refused ? ' attendee-list__item--refused' : ''}`}
              data-id={attendee.audienceId}
            >
              <View className='attendee-list__main'>
                <View className='attendee-list__line'>
                  <Text className='attendee-list__name'>{attendee.name}</Text>
                  {attendee.isMinor && <Text className='attendee-list__tag'>{t('attendee.list.minor')}</Text>}
                </View>
                <Text className='attendee-list__document'>{`${attendee.idTypeName} ${attendee.idNoMasked}`}</Text>
                {attendee.cellphone && <Text className='attendee-list__phone'>{maskPhone(attendee.cellphone)}</Text>}
                {refused && <Text className='attendee-list__refused'>{t('attendee.list.notAccepted')}</Text>}
              </View>
              <View className='attendee-list__actions'>
                <View className='attendee-list__edit' role='button' onClick={() => edit(attendee)}>
                  {t('attendee.list.edit')}
                </View>
                <View className='attendee-list__delete' role='button' onClick={() => remove.ask(attendee)}>
                  {t('attendee.list.delete')}
                </View>
              </View>
            </View>
          )
        })}
      </View>
      {list.hasMore && (
        <View className='attendee-list__more'>
          <Button size='small' loading={list.loadingMore} onClick={() => void list.more()}>
            {list.moreFailed ? t('attendee.state.retry') : t('attendee.list.more')}
          </Button>
        </View>
      )}
      <View className='attendee-list__footer'>{addButton}</View>
      {remove.dialog}
    </View>
  )
}
