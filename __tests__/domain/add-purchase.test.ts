import { canPickMore, changePick, pickedCents, pickedLines, type AddableGoods } from '@/domain/add-purchase'

const tee: AddableGoods = {
  spuId: 'G1',
  limitPerUser: 2,
  skus: [
    { skuId: 'S1', price: 30, soldOut: false },
    { skuId: 'S2', price: 40.5, soldOut: false },
    { skuId: 'S3', price: 50, soldOut: true },
  ],
}
const [s1, s2, s3] = tee.skus as [AddableGoods['skus'][0], AddableGoods['skus'][0], AddableGoods['skus'][0]]

describe('add-purchase picks', () => {
  it('stops at the goods limit over all its skus', () => {
    const one = changePick(tee, s1, {}, 1)
    const two = changePick(tee, s2, one, 1)
    expect(two).toEqual({ S1: 1, S2: 1 })
    expect(canPickMore(tee, s1, two)).toBe(false)
    expect(changePick(tee, s1, two, 1)).toBe(two)
  })

  it('never picks a sold-out sku, and drops a sku taken back to 0', () => {
    expect(changePick(tee, s3, {}, 1)).toEqual({})
    expect(changePick(tee, s1, { S1: 1 }, -1)).toEqual({})
    expect(changePick(tee, s1, {}, -1)).toEqual({})
  })

  it('lists the picked lines and their cents', () => {
    const picks = { S2: 2 }
    expect(pickedLines([tee], picks)).toEqual([{ spuId: 'G1', skuId: 'S2', qty: 2 }])
    expect(pickedCents([tee], picks)).toBe(8100)
  })
})
