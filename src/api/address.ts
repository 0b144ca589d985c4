/** Delivery addresses and the area lists they are picked from (spec section 7, General; section 3, Address). */
import type { Address, AddressBody, City as ContractCity, District, Province } from '@showtix/contract'
import { request } from '@/http'

const ADDRESSES = '/buyer/v3/user/addresses'

export type { Address }
/** What the address form sends (the contract's body; the form always says the area code and the default). */
export type AddressInput = AddressBody & Required<Pick<AddressBody, 'cellphoneAreaCode' | 'isDefault'>>

/** The page parameter that opens the list in select mode. */
export const SELECT_PARAM = 'select'

/** GET the caller's addresses, the default first. Silent: the list shows its own error. */
export function fetchAddresses(): Promise<Address[]> {
  return request<Address[]>({ service: 'user', path: ADDRESSES, importance: 'high', silent: true })
}

/** GET one address of the caller. */
export function fetchAddress(addressId: string): Promise<Address> {
  return request<Address>({ service: 'user', path: `${ADDRESSES}/${encodeURIComponent(addressId)}`, silent: true })
}

/** POST a new address (the first one becomes the default). */
export function addAddress(input: AddressInput): Promise<Address> {
  return request<Address>({ method: 'POST', service: 'user', path: ADDRESSES, data: { ...input }, silent: true })
}

/** PUT the edited address. */
export function updateAddress(addressId: string, input: AddressInput): Promise<Address> {
  return request<Address>({
    method: 'PUT',
    service: 'user',
    path: `${ADDRESSES}/${encodeURIComponent(addressId)}`,
    data: { ...input },
    silent: true,
  })
}

/** PUT default: this address becomes the only default. */
export function setDefaultAddress(addressId: string): Promise<Address> {
  return request<Address>({
    method: 'PUT',
    service: 'user',
    path: `${ADDRESSES}/${encodeURIComponent(addressId)}/default`,
    data: {},
    silent: true,
  })
}

/** DELETE an address (a default passes to the latest other one). */
export function deleteAddress(addressId: string): Promise<unknown> {
  return request({ method: 'DELETE', service: 'user', path: `${ADDRESSES}/${encodeURIComponent(addressId)}`, silent: true })
}

export type { District, Province }

/** A city of the address picker: what it reads of the contract's city. */
export type City = Pick<ContractCity, 'cityId' | 'cityName' | 'provinceId'>

/** GET provinces (public). */
export function fetchProvinces(): Promise<Province[]> {
  return request<Province[]>({ service: 'user', path: '/pub/v3/provinces', silent: true })
}

/** GET provinces/{id}/cities (public). */
export function fetchCities(provinceId: string): Promise<City[]> {
  return request<City[]>({ service: 'user', path: `/pub/v3/provinces/${encodeURIComponent(provinceId)}/cities`, silent: true })
}

/** GET provinces/cities/{id}/districts (public); empty for a city without districts. */
export function fetchDistricts(cityId: string): Promise<District[]> {
  return request<District[]>({
    service: 'user',
    path: `/pub/v3/provinces/cities/${encodeURIComponent(cityId)}/districts`,
    silent: true,
  })
}
