import { returnPage } from '@/domain/order'
import { cardBenefit, cardState, remainingTimes } from '@/domain/privilege-card'

describe('privilege card rules (D38)', () => {
  it('a card with redemptions gives tickets; otherwise its rate is shown as the spec tag and a percentage', () => {
    expect(cardBenefit({ convertibleTimes: 3, discountRate: null })).toEqual({ kind: 'redeem', times: 3 })
    expect(cardBenefit({ convertibleTimes: 0, discountRate: 0.8 })).toEqual({ kind: 'discount', tag: '8.0', percentOff: 20 })
    expect(cardBenefit({ convertibleTimes: 0, discountRate: 0.85 })).toEqual({ kind: 'discount', tag: '8.5', percentOff: 15 })
    // A rate of 1 (nothing off) or none gives nothing to show.
    expect(cardBenefit({ convertibleTimes: 0, discountRate: 1 })).toEqual({ kind: 'none' })
    expect(cardBenefit({ convertibleTimes: 0, discountRate: null })).toEqual({ kind: 'none' })
  })

  it('counts the redemptions left, never below 0, and none for a discount card', () => {
    expect(remainingTimes({ convertibleTimes: 3, redeemedTimes: 1 })).toBe(2)
    expect(remainingTimes({ convertibleTimes: 3, redeemedTimes: 3 })).toBe(0)
    expect(remainingTimes({ convertibleTimes: 3, redeemedTimes: 5 })).toBe(0)
    expect(remainingTimes({ convertibleTimes: 0, redeemedTimes: 0 })).toBeNull()
  })

  it('names the s3 statuses, usable while the gateway gives none and enables it', () => {
    expect(cardState({ cardStatus: null, enabled: true })).toBe('USABLE')
    expect(cardState({ cardStatus: 'USED', enabled: false })).toBe('USED')
    expect(cardState({ cardStatus: 'REFUNDING', enabled: false })).toBe('REFUNDING')
    expect(cardState({ cardStatus: null, enabled: false })).toBe('EXPIRE')
  })

  it('a paid card order returns to the buyer’s cards instead of pay-success', () => {
    expect(returnPage({ orderId: 'O1', orderType: 'privilege_card' })).toEqual({ name: 'cardList', params: { tab: 'mine' } })
    expect(returnPage({ orderId: 'O1', orderType: 'PRIVILEGE_CARD', channelId: 'CH' }).name).toBe('cardList')
    expect(returnPage({ orderId: 'O1', orderType: 'goods' }).name).toBe('paySuccess')
  })
})
