/**
 * The Me tab's layout (spec s2 layout type PERSONAL_CENTER; issue 26): the shop's SERVICE_ENTRY
 * block, its services in the order the shop puts them (parking, coupons, help...). An entry's
 * link is an app path (`/parking`) or CUSTOMER_SERVICE (the shop's customer service). Pure: the
 * screen resolves the paths with the route table.
 */

/** The link of an entry that opens the shop's customer service rather than a page. */
export const CUSTOMER_SERVICE_LINK = 'CUSTOMER_SERVICE'

export interface ServiceEntry {
  readonly key: string
  readonly title: string
  readonly icon: string
  readonly navigateUrl: string
}

export interface ServiceBlock {
  readonly title: string
  readonly items: readonly ServiceEntry[]
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The layout's first SERVICE_ENTRY block with at least one entry that has a title and a link, else undefined. */
export function serviceBlock(components: unknown): ServiceBlock | undefined {
  if (!Array.isArray(components)) return undefined
  for (const component of components) {
    if (!isObject(component) || component.componentType !== 'SERVICE_ENTRY') continue
    const items = (Array.isArray(component.items) ? component.items : [])
      .filter(isObject)
      .map((item, index) => ({
        key: text(item.key) || String(index),
        title: text(item.title),
        icon: text(item.icon),
        navigateUrl: text(item.navigateUrl),
      }))
      .filter((item) => item.title !== '' && item.navigateUrl !== '')
    if (items.length > 0) return { title: text(component.title), items }
  }
  return undefined
}
