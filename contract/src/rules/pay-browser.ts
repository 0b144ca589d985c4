/**
 * Which payments can finish inside the browser the buyer is in (D21 `webPayGuideDisplay`;
 * docs/decisions/purchase-pricing.md). WeChat's own browser (WXH5) will not open Alipay's or
 * MPay's pages, and a bank's app browser (CMB) only pays with that bank. A shop with
 * `webPayGuideDisplay` still offers those products there, and the cashier then shows the
 * "open in your browser" guide instead of a payment that cannot finish; other shops do not
 * offer them there at all.
 */

/** The platform types (spec section 3) whose browser cannot pay with every web product. */
const PAYABLE_IN: Readonly<Record<string, (product: string) => boolean>> = {
  WXH5: (product) => !product.startsWith('ALIPAY') && product !== 'MPAY',
  CMB: (product) => product === 'CMB_PAY',
}

/** Whether `product` can finish in the browser of `platformType` (true where nothing is known against it). */
export function payableInBrowser(platformType: string, product: string): boolean {
  return PAYABLE_IN[platformType]?.(product) ?? true
}

/** The web products a guiding shop adds in WeChat's browser, to be paid after opening another browser. */
export const GUIDED_IN_WEIXIN_BROWSER: readonly string[] = ['ALIPAY_WAP']
