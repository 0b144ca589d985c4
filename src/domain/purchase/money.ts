/**
 * Money (spec section 5; DESIGN.md: integer cents everywhere, formatted only at display). The rule
 * the gateway shares (yuan to cents with half-up rounding that survives binary fractions, amounts
 * with 2 decimals or without 00 cents) is the contract's: `@showtix/contract/rules` (money.ts).
 */
import { formatMoney, yuanToCents } from '@showtix/contract/rules'

export {
  CENTS_PER_YUAN,
  MONEY_DECIMALS,
  centsToYuan,
  compactMoney,
  formatMoney,
  roundHalfUp,
  yuanToCents,
} from '@showtix/contract/rules'

/** A yuan amount rounded to 2 decimals for display: 1.005 -> '1.01', 2.675 -> '2.68'. */
export function formatYuan(yuan: number): string {
  return formatMoney(yuanToCents(yuan))
}
