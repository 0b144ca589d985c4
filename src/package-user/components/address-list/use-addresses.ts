import { useCallback, useState } from 'react'
import { deleteAddress, fetchAddresses, setDefaultAddress, type Address } from '@/api/address'
import { defaultFirst, withDefault } from '@/domain/address'
import { RESULT_PAGES, usePageResult } from '@/navigation/results'
import { useServerData } from '@/components/server-data'

const NO_ADDRESSES: readonly Address[] = []

/** What the list says after an action, as a translation key. */
export type ListNotice = 'defaultSet' | 'defaultFailed' | 'deleted' | 'deleteFailed'

/**
 * The address list: loaded on open and again each time the page is shown (back from the form);
 * what was shown stays while it refreshes. Set default moves the mark at once and keeps one
 * default; delete asks first (the caller confirms) and reloads (the gateway passes a deleted
 * default on). In select mode a tap hands the address to the page that asked and goes back.
 */
export function useAddresses(notify: (notice: ListNotice) => void) {
  const page = useServerData(['addresses'], async () => defaultFirst(await fetchAddresses()))
  const { status, setData, reload: load, retry } = page
  const addresses = page.data ?? NO_ADDRESSES
  const setAddresses = useCallback(
    (update: (list: readonly Address[]) => Address[]) => setData((list) => update(list ?? NO_ADDRESSES)),
    [setData],
  )
  const [busyId, setBusyId] = useState<string | null>(null)

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
    [busyId, notify, setAddresses],
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
    [busyId, notify, load, setAddresses],
  )

  const { returnResult } = usePageResult(RESULT_PAGES.address)
  const choose = useCallback(
    async (address: Address) => {
      await returnResult(address)
    },
    [returnResult],
  )

  return { status, addresses, busyId, retry, makeDefault, remove, choose }
}
