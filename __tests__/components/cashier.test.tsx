import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as orderApi from '@/api/order'
import { Cashier } from '@/package-order/components/cashier'
import { renderWithState } from './render'
import '@/i18n/locales/order'

jest.mock('@/api/order', () => ({
  ...jest.requireActual('@/api/order'),
  fetchCashier: jest.fn(),
  payOrder: jest.fn(),
}))

const orders = orderApi as jest.Mocked<typeof orderApi>

const option = (paymentProduct: string, displayName: string, isCheck = false) => ({
  paymentProduct,
  platform: 'WXH5',
  extra: '',
  displayName,
  name: paymentProduct,
  isCheck,
  tipInfos: [],
  needVerificationCode: false,
  currency: 'CNY',
  exchangeRate: null,
})

const ORDER = { orderId: 'O1', transactionIds: ['T1'], payCents: 38000, currency: 'CNY', seconds: 900, givenAt: Date.now() }
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.40'
const realUserAgent = navigator.userAgent

function browseIn(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true })
}

beforeEach(() => {
  orders.fetchCashier.mockResolvedValue({
    payAmount: 380,
    currency: 'CNY',
    paidDeadline: Date.now() + 900_000,
    options: [option('WEIXIN_JSAPI', '微信支付', true), option('ALIPAY_WAP', '支付宝')],
  } as Awaited<ReturnType<typeof orderApi.fetchCashier>>)
  orders.payOrder.mockReturnValue(new Promise(() => undefined))
})
afterEach(() => browseIn(realUserAgent))

async function chooseAlipayAndPay() {
  renderWithState(<Cashier order={ORDER} visible onClose={() => undefined} autoPay={false} />, { locale: 'zh-CN' })
  const alipay = await waitFor(() => {
    const found = document.querySelector('.cashier__option[data-product="ALIPAY_WAP"]')
    if (!found) throw new Error('no Alipay option yet')
    return found
  })
  fireEvent.click(alipay)
  fireEvent.click(document.querySelector('.cashier__pay') as HTMLElement)
}

describe('the cashier in WeChat’s browser (D21 webPayGuideDisplay)', () => {
  it('Alipay shows the guide to open another browser and asks the gateway for nothing', async () => {
    browseIn(WECHAT_UA)
    await chooseAlipayAndPay()
    expect(await screen.findByRole('dialog', { name: '请在浏览器中打开' })).toBeTruthy()
    expect(screen.getByText(/当前页面无法使用支付宝/)).toBeTruthy()
    expect(orders.payOrder).not.toHaveBeenCalled()

    fireEvent.click(screen.getByText('知道了'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '请在浏览器中打开' })).toBeNull())
    fireEvent.click(document.querySelector('.cashier__option[data-product="WEIXIN_JSAPI"]') as HTMLElement)
    fireEvent.click(document.querySelector('.cashier__pay') as HTMLElement)
    await waitFor(() =>
      expect(orders.payOrder).toHaveBeenCalledWith(expect.objectContaining({ paymentProduct: 'WEIXIN_JSAPI', platform: 'WXH5' })),
    )
  })

  it('in a phone’s own browser Alipay pays as usual', async () => {
    browseIn('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1')
    await chooseAlipayAndPay()
    await waitFor(() => expect(orders.payOrder).toHaveBeenCalledWith(expect.objectContaining({ paymentProduct: 'ALIPAY_WAP' })))
    expect(screen.queryByRole('dialog', { name: '请在浏览器中打开' })).toBeNull()
  })
})
