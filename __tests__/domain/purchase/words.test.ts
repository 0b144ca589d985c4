/** Every word key the purchase rules answer with exists in the three languages, with its placeholders. */
import enUS from '@/i18n/locales/purchase/en-US.json'
import zhCN from '@/i18n/locales/purchase/zh-CN.json'
import zhMO from '@/i18n/locales/purchase/zh-MO.json'
import { ATTENDEE_WORDS, attendeeIssues } from '@/domain/purchase/attendees'
import { DISCOUNT_WORDS, promotionText } from '@/domain/purchase/discount-text'
import { feeBreakdown, feeRows } from '@/domain/purchase/fees'
import { QUANTITY_WORDS } from '@/domain/purchase/quantity'
import { REPRICE_CODES, repriceFor } from '@/domain/purchase/reprice'
import { BUTTON_WORDS, HIDDEN_PRICE_WORD } from '@/domain/purchase/show-buttons'

type Tree = { [key: string]: string | Tree }
const lookup = (tree: Tree, key: string): string | undefined => {
  const value = key
    .replace(/^purchase\./, '')
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), tree)
  return typeof value === 'string' ? value : undefined
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()
const LOCALES = { 'zh-CN': zhCN as Tree, 'zh-MO': zhMO as Tree, 'en-US': enUS as Tree }

const allFeeRows = feeRows(
  feeBreakdown({
    lines: [{ unitPriceCents: 10_000, units: 1 }],
    deliveryCents: 1,
    promotionCents: 1,
    memberDiscountCents: 1,
    couponCents: 1,
    points: { rate: 1, limitProportion: 100, pointAmount: 1 },
  }),
)

const KEYS: string[] = [
  ...Object.values(BUTTON_WORDS),
  HIDDEN_PRICE_WORD,
  ...Object.values(QUANTITY_WORDS),
  ...Object.values(ATTENDEE_WORDS),
  ...Object.values(DISCOUNT_WORDS),
  ...allFeeRows.map((row) => row.wordKey),
  ...Object.values(REPRICE_CODES).map((code) => repriceFor(code)?.wordKey ?? `missing ${code}`),
]

describe('purchase words', () => {
  it.each(Object.entries(LOCALES))('%s has every key the rules answer with', (_locale, tree) => {
    expect(KEYS.filter((key) => !lookup(tree, key))).toEqual([])
  })

  it('the rules fill every placeholder their words use', () => {
    const cases: Array<{ wordKey: string; params?: Readonly<Record<string, unknown>> }> = [
      promotionText({ method: 'FULL', threshold: 100, value: 10 })!,
      promotionText({ method: 'PER', threshold: 100, value: 10 })!,
      promotionText({ method: 'DISCOUNT', threshold: 2, value: 0.9 })!,
      ...attendeeIssues([], { tickets: 1, units: 1, purchaseLimit: 1, realName: true, today: new Date(2026, 0, 1) }),
      ...attendeeIssues(
        [
          { audienceId: 'A', idType: 'PASSPORT', idNoMasked: 'E1', birthday: '2020-01-01' },
          { audienceId: 'B', idType: 'PASSPORT', idNoMasked: 'E1', birthday: '2020-01-01' },
        ],
        {
          tickets: 1,
          units: 1,
          purchaseLimit: 0,
          realName: true,
          minLimitAge: 18,
          ageLimit: { limitType: 'AT_LEAST', minAge: 18, description: 'adults' },
          disallowedIdTypes: ['PASSPORT'],
          today: new Date(2026, 0, 1),
        },
      ),
    ]
    // Every problem an attendee selection can have is in the list above.
    expect(new Set(cases.map((entry) => entry.wordKey))).toEqual(
      new Set([...Object.values(DISCOUNT_WORDS), ...Object.values(ATTENDEE_WORDS).filter((key) => !key.endsWith('.full'))]),
    )
    for (const { wordKey, params } of cases) {
      for (const tree of Object.values(LOCALES)) {
        // Each placeholder of the words is filled (a rule may pass more, for the page: the age rule's description).
        const missing = placeholders(lookup(tree, wordKey) ?? '').filter((name) => !(name && params && name in params))
        expect([wordKey, missing]).toEqual([wordKey, []])
      }
    }
  })
})
