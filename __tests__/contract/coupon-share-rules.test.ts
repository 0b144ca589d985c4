import { isValidShareParts, maxShareParts, shareSplitOf, splitShareAmount } from '@showtix/contract/rules'

/** A fixed sequence in [0, 1): the random split's choices, repeatable. */
function sequence(values: number[]): () => number {
  let index = 0
  return () => values[index++ % values.length] as number
}

describe('share packets of MULTI_USER coupons (D20)', () => {
  it('allows 2 to 10 parts, each at least ¥1', () => {
    expect(maxShareParts(1500)).toBe(10)
    expect(maxShareParts(350)).toBe(3)
    expect(maxShareParts(150)).toBe(1)
    expect(isValidShareParts(1, 1500)).toBe(false)
    expect(isValidShareParts(2, 1500)).toBe(true)
    expect(isValidShareParts(11, 5000)).toBe(false)
    expect(isValidShareParts(4, 350)).toBe(false)
    expect(isValidShareParts(2.5, 1500)).toBe(false)
  })

  it('splits a fixed coupon equally, the odd cents on the first part', () => {
    expect(splitShareAmount(1500, 2, 'FIXED')).toEqual([750, 750])
    expect(splitShareAmount(1000, 3, 'FIXED')).toEqual([334, 333, 333])
    expect(shareSplitOf('MULTI_USER_FIXED_CASH')).toBe('FIXED')
    expect(shareSplitOf('MULTI_USER_RANDOM_CASH')).toBe('RANDOM')
  })

  it('splits a random coupon into parts of at least ¥1 that add up to it, whatever the draws', () => {
    for (const draws of [[0], [0.999999], [0.5], [0.1, 0.9, 0.3, 0.7]]) {
      for (const [amount, parts] of [
        [3000, 10],
        [3000, 2],
        [1000, 10],
        [4000, 7],
      ] as const) {
        const split = splitShareAmount(amount, parts, 'RANDOM', sequence(draws))
        expect(split).toHaveLength(parts)
        expect(split.reduce((sum, part) => sum + part, 0)).toBe(amount)
        expect(Math.min(...split)).toBeGreaterThanOrEqual(100)
      }
    }
  })
})
