import {
  decodeTiedChoices,
  encodeTiedChoices,
  keepListed,
  missingRequired,
  setTiedQty,
  spuQty,
  tiedTotalCents,
  type TiedSpuLike,
} from '@/domain/purchase/tied-sale'

const vinyl: TiedSpuLike & { name: string } = {
  spuId: 'G1005',
  name: 'Vinyl',
  required: true,
  soldOut: false,
  limitPerUser: 3,
  skus: [
    { skuId: 'G1005-S1', price: 199, soldOut: false },
    { skuId: 'G1005-S2', price: 299.9, soldOut: false },
    { skuId: 'G1005-S3', price: 99, soldOut: true },
  ],
}
const shirt: TiedSpuLike & { name: string } = {
  spuId: 'G1001',
  name: 'Shirt',
  soldOut: false,
  skus: [{ skuId: 'G1001-S1', price: 129, soldOut: false }],
}

describe('tied-sale choices', () => {
  it('travel as text and come back the same; malformed parts and repeated skus are left out', () => {
    const choices = [
      { spuId: 'G1005', skuId: 'G1005-S2', qty: 1 },
      { spuId: 'G1001', skuId: 'G1001-S1', qty: 2 },
    ]
    const text = encodeTiedChoices(choices)
    expect(text).toBe('G1005~G1005-S2~1,G1001~G1001-S1~2')
    expect(decodeTiedChoices(text)).toEqual(choices)
    expect(decodeTiedChoices('G1~S1~0,G2~S2~x,G3~S3~1.5,a b~S4~1,G5~S5~2,G6~S5~1,,')).toEqual([
      { spuId: 'G5', skuId: 'S5', qty: 2 },
    ])
    expect(decodeTiedChoices(undefined)).toEqual([])
    expect(encodeTiedChoices([{ spuId: 'G1', skuId: 'S1', qty: 0 }])).toBe('')
  })

  it('set a quantity within the item limit over all its skus, refuse a sold-out sku, and remove at 0', () => {
    let state = setTiedQty([], vinyl, 'G1005-S1', 2)
    expect(state.refused).toBeUndefined()
    state = setTiedQty(state.choices, vinyl, 'G1005-S2', 1)
    expect(spuQty(state.choices, 'G1005')).toBe(3)
    const over = setTiedQty(state.choices, vinyl, 'G1005-S2', 2)
    expect(over.refused).toBe('limit')
    expect(over.choices).toBe(state.choices)
    expect(setTiedQty(state.choices, vinyl, 'G1005-S3', 1).refused).toBe('soldOut')
    const fewer = setTiedQty(state.choices, vinyl, 'G1005-S1', 0)
    expect(fewer.choices).toEqual([{ spuId: 'G1005', skuId: 'G1005-S2', qty: 1 }])
    // No limit named: the default of 5.
    expect(setTiedQty([], shirt, 'G1001-S1', 6).refused).toBe('limit')
    expect(setTiedQty([], shirt, 'G1001-S1', 5).refused).toBeUndefined()
  })

  it('name the required goods not chosen, and total in cents by the listed skus', () => {
    expect(missingRequired([vinyl, shirt], []).map((spu) => spu.name)).toEqual(['Vinyl'])
    const chosen = [
      { spuId: 'G1005', skuId: 'G1005-S2', qty: 2 },
      { spuId: 'G1001', skuId: 'G1001-S1', qty: 1 },
    ]
    expect(missingRequired([vinyl, shirt], chosen)).toEqual([])
    expect(tiedTotalCents([vinyl, shirt], chosen)).toBe(2 * 29990 + 12900)
    expect(tiedTotalCents([shirt], chosen)).toBe(12900)
  })

  it('keep only choices still listed and not sold out after a new list', () => {
    const chosen = [
      { spuId: 'G1005', skuId: 'G1005-S3', qty: 1 },
      { spuId: 'G1001', skuId: 'G1001-S1', qty: 1 },
      { spuId: 'G9', skuId: 'G9-S1', qty: 1 },
    ]
    expect(keepListed([vinyl, shirt], chosen)).toEqual([{ spuId: 'G1001', skuId: 'G1001-S1', qty: 1 }])
  })
})
