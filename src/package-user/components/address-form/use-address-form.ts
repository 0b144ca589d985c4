import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { addAddress, fetchAddress, updateAddress, type Address } from '@/api/address'
import { checkAddress, hasProblems, normaliseText, type AddressArea, type AddressDraft } from '@/domain/address'
import { homePhoneArea } from '@/domain/shop-config'
import { MAINLAND_AREA } from '@/domain/validation'
import { shopConfigAtom } from '@/state/shop'

export type FormStatus = 'loading' | 'ready' | 'error'
export type TextField = 'recipient' | 'cellphone' | 'detail'

const EMPTY: AddressDraft = { recipient: '', cellphone: '', area: null, detail: '', isDefault: false }

function draftOf(address: Address): AddressDraft {
  return {
    recipient: address.recipient,
    cellphone: address.cellphone,
    cellphoneAreaCode: address.cellphoneAreaCode || MAINLAND_AREA,
    area: {
      provinceId: address.provinceId,
      provinceName: address.provinceName,
      cityId: address.cityId,
      cityName: address.cityName,
      districtId: address.districtId ?? undefined,
      districtName: address.districtName ?? undefined,
    },
    detail: address.detailAddress,
    isDefault: address.isDefault,
  }
}

/**
 * The add / edit address form (spec section 5): every field required, each problem shown on its
 * field once the user tried to save and updated as they type; a failed save keeps everything
 * typed. `addressId` edits that address (loaded first), none adds one.
 */
export function useAddressForm(addressId: string | undefined, onSaved: (address: Address) => void) {
  const [status, setStatus] = useState<FormStatus>(addressId ? 'loading' : 'ready')
  // A new address's phone starts in the shop's own area (spec section 3: its first login area).
  const homeArea = homePhoneArea(useAtomValue(shopConfigAtom))
  const [draft, setDraft] = useState<AddressDraft>(() => ({ ...EMPTY, cellphoneAreaCode: homeArea }))
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const [saveFailed, setSaveFailed] = useState(false)

  const load = useCallback(async () => {
    if (!addressId) return
    setStatus('loading')
    try {
      setDraft(draftOf(await fetchAddress(addressId)))
      setStatus('ready')
    } catch {
      setStatus('error')
    }
  }, [addressId])

  useEffect(() => {
    void load()
  }, [load])

  const problems = useMemo(() => (tried ? checkAddress(draft) : {}), [tried, draft])

  const setText = useCallback((field: TextField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }))
    setSaveFailed(false)
  }, [])
  const setArea = useCallback((area: AddressArea) => {
    setDraft((previous) => ({ ...previous, area }))
    setSaveFailed(false)
  }, [])
  const setAreaCode = useCallback((cellphoneAreaCode: string) => {
    setDraft((previous) => ({ ...previous, cellphoneAreaCode }))
    setSaveFailed(false)
  }, [])
  const setDefault = useCallback((isDefault: boolean) => setDraft((previous) => ({ ...previous, isDefault })), [])

  const submit = useCallback(async () => {
    if (saving) return
    setTried(true)
    const area = draft.area
    if (hasProblems(checkAddress(draft)) || !area) return
    setSaving(true)
    setSaveFailed(false)
    const input = {
      recipient: normaliseText(draft.recipient),
      cellphone: draft.cellphone.trim(),
      cellphoneAreaCode: draft.cellphoneAreaCode || MAINLAND_AREA,
      provinceId: area.provinceId,
      cityId: area.cityId,
      ...(area.districtId ? { districtId: area.districtId } : {}),
      detailAddress: normaliseText(draft.detail),
      isDefault: draft.isDefault,
    }
    try {
      const saved = addressId ? await updateAddress(addressId, input) : await addAddress(input)
      onSaved(saved)
    } catch {
      setSaveFailed(true)
    } finally {
      setSaving(false)
    }
  }, [saving, draft, addressId, onSaved])

  return { status, reload: load, draft, problems, setText, setArea, setAreaCode, setDefault, saving, saveFailed, submit }
}
