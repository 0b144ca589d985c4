/**
 * Phone numbers per area (spec sections 3 and 5): the contract's rule table
 * (@showtix/contract/rules, phone.ts), the same the app's forms apply, checked at the edge of every
 * route that takes a phone.
 */
import { MAINLAND_AREA, PHONE_RULES, isValidPhone, phoneRule } from '@showtix/contract/rules'
import { badRequest } from '../../http/envelope'

export { MAINLAND_AREA, PHONE_RULES, isValidPhone }

/** The phone, trimmed, or a 400 envelope that says the area's rule. */
export function checkCellphone(cellphone: string, areaCode: string): string {
  const phone = cellphone.trim()
  if (!isValidPhone(phone, areaCode)) throw badRequest(phoneRule(areaCode).message)
  return phone
}
