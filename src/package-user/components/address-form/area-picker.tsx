import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchCities, fetchDistricts, fetchProvinces } from '@/api/address'
import type { AddressArea } from '@/domain/address'
import { useT } from '@/i18n/use-t'
import { Cascader } from './ui'
import '@/i18n/locales/address'

interface AreaOption {
  readonly value: string
  readonly text: string
  readonly leaf?: boolean
  children?: AreaOption[]
}

export interface AreaPickerProps {
  readonly visible: boolean
  readonly onClose: () => void
  readonly onChosen: (area: AddressArea) => void
  /** A list could not be loaded: the form says so next to the area. */
  readonly onFailed: () => void
}

function areaOf(path: ReadonlyArray<{ value?: string | number; text?: string } | undefined>): AddressArea | undefined {
  const [province, city, district] = path
  if (!province?.value || !city?.value) return undefined
  return {
    provinceId: String(province.value),
    provinceName: province.text ?? '',
    cityId: String(city.value),
    cityName: city.text ?? '',
    ...(district?.value ? { districtId: String(district.value), districtName: district.text ?? '' } : {}),
  }
}

/**
 * Province, city, district (spec section 7: provinces, provinces/{id}/cities,
 * provinces/cities/{id}/districts) in NutUI's Cascader, each level fetched when its parent is
 * tapped. A district ends the choice; a city without districts ends it too.
 */
export function AreaPicker({ visible, onClose, onChosen, onFailed }: AreaPickerProps) {
  const t = useT()
  const [provinces, setProvinces] = useState<AreaOption[]>([])
  const path = useRef<ReadonlyArray<{ value?: string | number; text?: string } | undefined>>([])

  useEffect(() => {
    if (!visible || provinces.length > 0) return
    fetchProvinces().then(
      (list) => setProvinces(list.map((item) => ({ value: item.provinceId, text: item.provinceName }))),
      () => {
        onFailed()
        onClose()
      },
    )
  }, [visible, provinces.length, onFailed, onClose])

  // Cascader calls this for a tapped option that is not a leaf: its children, or nothing.
  const load = useCallback(
    async (node: { value?: string | number }, level: number): Promise<AreaOption[] | undefined> => {
      try {
        if (level === 0) {
          const cities = await fetchCities(String(node.value))
          return cities.map((item) => ({ value: item.cityId, text: item.cityName }))
        }
        const districts = await fetchDistricts(String(node.value))
        if (districts.length === 0) {
          const area = areaOf(path.current)
          if (area) onChosen(area)
          onClose()
          return undefined
        }
        return districts.map((item) => ({ value: item.districtId, text: item.districtName, leaf: true }))
      } catch {
        onFailed()
        onClose()
        return undefined
      }
    },
    [onChosen, onClose, onFailed],
  )

  return (
    <Cascader
      className='area-picker'
      visible={visible}
      title={t('address.form.areaTitle')}
      closeable
      // The shop's brand colour (ConfigProvider sets it), not NutUI's default red.
      activeColor='var(--nutui-color-primary)'
      options={provinces}
      // Nothing for the Cascader to show next (a city without districts, a failure): it stays as it is.
      onLoad={load as (node: object, level: number) => Promise<AreaOption[]>}
      onPathChange={(_, nodes) => {
        path.current = nodes
      }}
      onChange={(_, nodes) => {
        const area = areaOf(nodes)
        if (area) onChosen(area)
      }}
      onClose={onClose}
    />
  )
}
