import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { SELECT_PARAM, fetchAddresses, type Address } from '@/api/address'
import { useServerData } from '@/components/server-data'
import { maskPhone } from '@/domain/masking'
import { useT } from '@/i18n/use-t'
import { RESULT_PAGES, openForResult } from '@/navigation/results'
import './delivery-address.scss'
import '@/i18n/locales/address'

/**
 * Where goods are sent (a goods order, a printed stub, goods added to an order): the buyer's
 * default address (else the first) until another is chosen from the address book.
 */
export function useDeliveryAddress(name: string) {
  const addresses = useServerData([name], fetchAddresses, { reloadOnShow: false })
  const [picked, setPicked] = useState<Address | undefined>()
  const address =
    picked ?? (addresses.status === 'ready' ? (addresses.data.find((a) => a.isDefault) ?? addresses.data[0]) : undefined)
  return {
    addresses,
    address,
    choose: async () => {
      const chosen = await openForResult(RESULT_PAGES.address, { [SELECT_PARAM]: '1' })
      if (chosen) setPicked(chosen)
    },
  }
}

/** The delivery address card: who and where, or the call to choose one; a tap opens the address book. */
export function DeliveryAddressCard({
  address,
  onChoose,
}: {
  readonly address: Address | undefined
  readonly onChoose: () => void
}) {
  const t = useT()
  return (
    <View className='delivery-address' role='button' onClick={onChoose}>
      <Text className='delivery-address__title'>{t('address.delivery.title')}</Text>
      {address ? (
        <>
          <Text className='delivery-address__who'>
            {address.recipient} {maskPhone(address.cellphone)}
          </Text>
          <Text className='delivery-address__muted'>{address.fullAddress}</Text>
        </>
      ) : (
        <Text className='delivery-address__missing'>{t('address.delivery.choose')}</Text>
      )}
      <Text className='delivery-address__muted'>{t('address.delivery.express')}</Text>
    </View>
  )
}
