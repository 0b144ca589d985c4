import { isHttpError } from '@/http'

/** What a refused or failed request says to the buyer: the gateway's own words, else `fallback` (shop, parking). */
export function failureText(error: unknown, fallback: string): string {
  return isHttpError(error) && error.comments ? error.comments : fallback
}
