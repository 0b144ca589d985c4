import { Text, View } from '@tarojs/components'
import { useCallback, useState } from 'react'
import type { Address } from '@/api/address'
import { feedback } from '@/components/feedback'
import { Button, IconLocation } from '@/components/ui'
import { MAX_ADDRESSES } from '@/domain/address'
import { maskPhone } from '@/domain/masking'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { Dialog } from './ui'
import { useAddresses, type ListNotice } from './use-addresses'
import './address-list.scss'
import '@/i18n/locales/address'

/** Placeholder cards while the list loads. */
const SKELETON_CARDS = 2

export interface AddressListProps {
  /** Select mode (opened by a page that needs an address): a tap chooses the address. */
  readonly selecting: boolean
}

/**
 * The delivery addresses (spec section 2, address): the default first and marked, add, edit,
 * delete after a confirmation, set default; loading, empty and error states.
 */
export function AddressList({ selecting }: AddressListProps) {
  const t = useT()
  const notify = useCallback(
    (notice: ListNotice) => feedback.presenter.toast({ text: t(`address.list.${notice}`) }, TOAST_DURATION_MS),
    [t],
  )
  const list = useAddresses(notify)
  const [confirming, setConfirming] = useState<Address | null>(null)
  const full = list.addresses.length >= MAX_ADDRESSES

  const edit = (address: Address) => void navigate('addressModification', { addressId: address.addressId })

  return (
    <View className='address-list'>
      {selecting && list.status === 'ready' && list.addresses.length > 0 && (
        <Text className='address-list__hint'>{t('address.list.selectHint')}</Text>
      )}

      {list.status === 'loading' && (
        <View className='address-list__cards' aria-busy>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <View key={index} className='address-card address-card--skeleton'>
              <View className='address-list__skeleton address-list__skeleton--short' />
              <View className='address-list__skeleton' />
            </View>
          ))}
        </View>
      )}

      {list.status === 'error' && (
        <View className='address-list__state' role='alert'>
          <Text className='address-list__state-text'>{t('address.list.loadFailed')}</Text>
          <Button className='address-list__retry' size='small' onClick={list.retry}>
            {t('address.list.retry')}
          </Button>
        </View>
      )}

      {list.status === 'ready' && list.addresses.length === 0 && (
        <View className='address-list__state address-list__empty'>
          <IconLocation size={48} className='address-list__empty-icon' />
          <Text className='address-list__state-text'>{t('address.list.empty')}</Text>
          <Text className='address-list__state-hint'>{t('address.list.emptyHint')}</Text>
        </View>
      )}

      {list.status === 'ready' && list.addresses.length > 0 && (
        <View className='address-list__cards'>
          {list.addresses.map((address) => (
            <View
              key={address.addressId}
              className={`address-card${address.isDefault ? ' address-card--default' : ''}`}
              data-address-id={address.addressId}
            >
              <View
                className='address-card__main'
                role='button'
                onClick={() => (selecting ? void list.choose(address) : edit(address))}
              >
                <View className='address-card__who'>
                  <Text className='address-card__recipient'>{address.recipient}</Text>
                  <Text className='address-card__phone'>{maskPhone(address.cellphone)}</Text>
                  {address.isDefault && <Text className='address-card__tag'>{t('address.list.default')}</Text>}
                </View>
                <Text className='address-card__address'>{address.fullAddress}</Text>
              </View>
              <View className='address-card__actions'>
                <View
                  className={`address-card__default${address.isDefault ? ' address-card__default--on' : ''}`}
                  role='radio'
                  aria-checked={address.isDefault}
                  onClick={() => (address.isDefault ? undefined : void list.makeDefault(address.addressId))}
                >
                  <View className='address-card__radio' aria-hidden />
                  <Text>{t(address.isDefault ? 'address.list.default' : 'address.list.setDefault')}</Text>
                </View>
                <View className='address-card__action address-card__edit' role='button' onClick={() => edit(address)}>
                  <Text>{t('address.list.edit')}</Text>
                </View>
                <View className='address-card__action address-card__delete' role='button' onClick={() => setConfirming(address)}>
                  <Text>{t('address.list.delete')}</Text>
                </View>
              </View>
            </View>
          ))}
        </View>
      )}

      {list.status === 'ready' && (
        <View className='address-list__footer'>
          {full && <Text className='address-list__full'>{t('address.list.full', { max: MAX_ADDRESSES })}</Text>}
          <Button
            className='address-list__add'
            type='primary'
            block
            disabled={full}
            onClick={() => void navigate('addressModification')}
          >
            {t('address.list.add')}
          </Button>
        </View>
      )}

      <Dialog
        visible={confirming !== null}
        className='address-list__confirm'
        title={t('address.list.deleteTitle')}
        content={t('address.list.deleteConfirm')}
        confirmText={t('address.list.confirm')}
        cancelText={t('address.list.cancel')}
        closeOnOverlayClick
        onConfirm={() => {
          const target = confirming
          setConfirming(null)
          if (target) void list.remove(target.addressId)
        }}
        onCancel={() => setConfirming(null)}
      />
    </View>
  )
}
