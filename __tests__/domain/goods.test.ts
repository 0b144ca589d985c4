import { clampQuantity, initialPicks, maxQuantity, pickedSku, togglePick, valueAvailable } from '@/domain/goods'

// A tee: colour Black (C1) / White (C2), size M (S1) / L (S2). White/L is sold out, Black/L has 2.
const attributes = [
  { attributeId: 'C', values: [{ attributeValueId: 'C1' }, { attributeValueId: 'C2' }] },
  { attributeId: 'S', values: [{ attributeValueId: 'S1' }, { attributeValueId: 'S2' }] },
]
const skus = [
  { skuId: 'K1', idArr: ['C1', 'S1'], stock: 5 },
  { skuId: 'K2', idArr: ['C1', 'S2'], stock: 2 },
  { skuId: 'K3', idArr: ['C2', 'S1'], stock: 1 },
  { skuId: 'K4', idArr: ['C2', 'S2'], stock: 0 },
]

describe('choosing a sku over attribute combinations', () => {
  it('finds the sku only once every attribute has a value, whatever the order of idArr', () => {
    expect(pickedSku(attributes, skus, { C: 'C1' })).toBeUndefined()
    expect(pickedSku(attributes, skus, { C: 'C1', S: 'S2' })?.skuId).toBe('K2')
    expect(pickedSku(attributes, [{ skuId: 'X', idArr: ['S1', 'C2'], stock: 1 }], { C: 'C2', S: 'S1' })?.skuId).toBe('X')
  })

  it('a value is available only when some sku with stock has it with the other picks', () => {
    expect(valueAvailable(skus, {}, 'S', 'S2')).toBe(true) // Black/L has stock
    expect(valueAvailable(skus, { C: 'C2' }, 'S', 'S2')).toBe(false) // White/L sold out
    expect(valueAvailable(skus, { C: 'C2' }, 'S', 'S1')).toBe(true)
    expect(valueAvailable(skus, { S: 'S2' }, 'C', 'C2')).toBe(false)
    // The attribute's own pick does not count against its other values.
    expect(valueAvailable(skus, { C: 'C1', S: 'S1' }, 'C', 'C2')).toBe(true)
  })

  it('a tap picks a value, a second tap unpicks it, and a sold-out combination cannot be picked', () => {
    const white = togglePick(skus, {}, 'C', 'C2')
    expect(white).toEqual({ C: 'C2' })
    expect(togglePick(skus, white, 'S', 'S2')).toBe(white)
    expect(togglePick(skus, white, 'C', 'C2')).toEqual({})
    expect(togglePick(skus, white, 'C', 'C1')).toEqual({ C: 'C1' })
  })

  it('an attribute of one value with stock starts picked', () => {
    const one = [{ attributeId: 'E', values: [{ attributeValueId: 'E1' }] }]
    expect(initialPicks(one, [{ skuId: 'A', idArr: ['E1'], stock: 3 }])).toEqual({ E: 'E1' })
    expect(initialPicks(one, [{ skuId: 'A', idArr: ['E1'], stock: 0 }])).toEqual({})
    expect(initialPicks(attributes, skus)).toEqual({})
  })

  it('the quantity stays within stock and the limit per buyer', () => {
    expect(maxQuantity(2, 5)).toBe(2)
    expect(maxQuantity(50, 5)).toBe(5)
    expect(maxQuantity(0, 5)).toBe(0)
    expect(maxQuantity(7, 0)).toBe(7)
    expect(clampQuantity(9, 5)).toBe(5)
    expect(clampQuantity(0, 5)).toBe(1)
    expect(clampQuantity(3, 0)).toBe(0)
  })
})
