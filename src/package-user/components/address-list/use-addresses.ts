import Taro, { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ADDRESS_CHOSEN_EVENT, deleteAddress, fetchAddresses, setDefaultAddress, type Address } from '@/api/address'
import { defaultFirst, withDefault } from '@/domain/address'
import { goBack } from '@/navigation/navigate'

export type ListStatus = 'loading' | 'ready' | 'error'

/** What the list says after an action, as a translation key. */
export type ListNotice = 'defaultSet' | 'defaultFailed' | 'deleted' | 'deleteFailed'

/**
 * The address list: loaded on open and again each time the page is shown (back from the form);
 * what was shown stays while it refreshes. Set default moves the mark at once and keeps one
 * default; delete asks first (the caller confirms) and reloads (the gateway passes a deleted
 * default on). In select mode a tap hands the address to the page that asked and goes back.
 */
export function useAddresses(notify: (notice: ListNotice) => void) {
  const [status, setStatus] = useState<ListStatus>('loading')
  const [addresses, setAddresses] = useState<Address[]>([])
  const [busyId, setBusyId] = useState<string | null>(null)
  const generation = useRef(0)

  const load = useCallback(async () => {
    const mine = ++generation.current
    try {
      const list = await fetchAddresses()
      if (mine !== generation.current) return
      setAddresses(defaultFirst(list))
      setStatus('ready')
    } catch {
      if (mine === generation.current) setStatus((previous) => (previous === 'ready' ? previous : 'error'))
    }
  }, [])

  const retry = useCallback(() => {
    setStatus('loading')
    void load()
  }, [load])

  useEffect(() => {
    void load()
  }, [load])

  const shownBefore = useRef(false)
  useDidShow(() => {
    if (shownBefore.current) void load()
    shownBefore.current = true
  })

  const makeDefault = useCallback(
    async (addressId: string) => {
      if (busyId) return
      setBusyId(addressId)
      try {
        await setDefaultAddress(addressId)
        setAddresses((list) => withDefault(list, addressId))
        notify('defaultSet')
      } catch {
        notify('defaultFailed')
      } finally {
        setBusyId(null)
      }
    },
    [busyId, notify],
  )

  const remove = useCallback(
    async (addressId: string) => {
      if (busyId) return
      setBusyId(addressId)
      try {
        await deleteAddress(addressId)
        setAddresses((list) => list.filter((item) => item.addressId !== addressId))
        notify('deleted')
        await load()
      } catch {
        notify('deleteFailed')
      } finally {
        setBusyId(null)
      }
    },
    [busyId, notify, load],
  )

  const choose = useCallback(async (address: Address) => {
    Taro.eventCenter.trigger(ADDRESS_CHOSEN_EVENT, address)
    await goBack()
  }, [])

  return { status, addresses, busyId, retry, makeDefault, remove, choose }
}
