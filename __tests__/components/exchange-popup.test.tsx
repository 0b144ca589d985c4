/**
 * The exchange popup (D38; spec s4): the privilege card the coupon is exchanged for, Exchange sends
 * exchange_coupon/use with the coupon and that card, then the card opens and the list reloads; a
 * refusal says why in the gateway's words and the popup stays open.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as coupons from '@/api/coupons'
import { HttpError } from '@/http'
import { translator } from '@/i18n'
import { ExchangePopup } from '@/package-user/components/coupons/exchange-popup'
import { renderWithState } from './render'
import { navigateTo } from '../__mocks__/tarojs-taro'
import '@/i18n/locales/coupons'

jest.mock('@/api/coupons', () => ({ ...jest.requireActual('@/api/coupons'), exchangeForCard: jest.fn() }))
const api = coupons as jest.Mocked<typeof coupons>
const t = translator('en-US')

const exchanging = {
  coupon: { couponId: 'UC1', title: 'Drama pass voucher' } as coupons.Coupon,
  info: { couponId: 'UC1', supportUse: true, privilegeCardName: 'Drama pass', privilegeCardTemplateId: 'PC1001', spuId: null },
}

beforeEach(() => jest.clearAllMocks())

describe('exchange popup', () => {
  it('exchanges the coupon for the card it names, then opens the card and reloads the list', async () => {
    api.exchangeForCard.mockResolvedValue({
      orderId: 'O1',
      card: { cardId: 'PC1001', userCardInstanceId: 'UCARD1' } as coupons.ExchangeCouponUsed['card'],
    })
    const closed = jest.fn()
    const reloaded = jest.fn()
    renderWithState(<ExchangePopup exchanging={exchanging} onClose={closed} onExchanged={reloaded} />, { locale: 'en-US' })
    expect(screen.getByText('Drama pass')).toBeTruthy()
    expect(screen.getByText('Drama pass voucher')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByText(t('coupons.exchangeCard.submit')))
    })
    expect(api.exchangeForCard).toHaveBeenCalledWith('UC1', 'PC1001')
    await waitFor(() => expect(reloaded).toHaveBeenCalled())
    expect(closed).toHaveBeenCalled()
    await waitFor(() => expect(navigateTo).toHaveBeenCalled())
    expect(String(navigateTo.mock.calls[0]?.[0]?.url)).toContain('instanceId=UCARD1')
  })

  it('a refusal is said in the gateway’s words and the popup stays open', async () => {
    api.exchangeForCard.mockRejectedValue(
      new HttpError({
        kind: 'business',
        message: 'refused',
        envelope: {
          statusCode: '22031101',
          comments: 'This coupon cannot be exchanged for this privilege card',
          data: null,
          subComments: '',
          actText: '',
        },
        url: '/x',
      }),
    )
    const closed = jest.fn()
    renderWithState(<ExchangePopup exchanging={exchanging} onClose={closed} onExchanged={jest.fn()} />, { locale: 'en-US' })
    await act(async () => {
      fireEvent.click(screen.getByText(t('coupons.exchangeCard.submit')))
    })
    expect((await screen.findByRole('alert')).textContent).toBe('This coupon cannot be exchanged for this privilege card')
    expect(closed).not.toHaveBeenCalled()
    expect(navigateTo).not.toHaveBeenCalled()
  })
})
