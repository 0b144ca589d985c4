/**
 * The pages that answer the page that opened them, and the type of their answer: open one with
 * `openForResult(RESULT_PAGES.x, params)`, answer with `usePageResult(RESULT_PAGES.x)`
 * (src/navigation/page-result.ts). One line a page.
 */
import type { Address } from '@/api/address'
import type { SeatsChosen } from '@/api/seatmap'
import { resultPage } from './page-result'

export const RESULT_PAGES = {
  /** The address list in select mode: the chosen address. */
  address: resultPage<Address>('address'),
  /** The seat picker: the chosen seats. */
  seats: resultPage<SeatsChosen>('pickSeat'),
  /** The tied-sale list: the chosen extras, encoded (domain/purchase/tied-sale encodeTiedChoices). */
  tiedSales: resultPage<string>('tiedSaleList'),
} as const

export { openForResult, returnResult, usePageResult, type PageResult, type ResultPage } from './page-result'
