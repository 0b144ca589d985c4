import { PAGES, type PageName } from '@/routes'

/**
 * Where the buyer came from (D28: success returns there, e.g. confirm order of a student-only seat
 * plan): `back` names a page of the route table, `backParams` its parameters as one query string,
 * carried from student-verify through the provider's return URL to middle-verify.
 */
export interface BackTarget {
  readonly name: PageName
  readonly params: Readonly<Record<string, string>>
}

/** The page to return to, from a page's parameters; an unknown page name is ignored. */
export function backOf(params: Readonly<Record<string, string>>): BackTarget | undefined {
  const name = params.back
  if (!name || !Object.prototype.hasOwnProperty.call(PAGES, name)) return undefined
  return { name: name as PageName, params: Object.fromEntries(new URLSearchParams(params.backParams ?? '')) }
}

/** The parameters that carry `target` on to the next page. */
export function backParams(target: BackTarget | undefined): Record<string, string> {
  if (!target) return {}
  const query = new URLSearchParams(Object.entries(target.params)).toString()
  return { back: target.name, ...(query ? { backParams: query } : {}) }
}
