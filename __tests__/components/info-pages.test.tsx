import { act, fireEvent, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import * as info from '@/api/info'
import { resetServerData } from '@/components/server-data'
import { HttpError } from '@/http'
import { resetNavigationState } from '@/navigation/navigate'
import { AgreementDoc } from '@/package-user/components/agreement-doc'
import { Announcement } from '@/package-user/components/announcement'
import { ConsentLinks } from '@/package-user/components/consent-links'
import { PageError } from '@/package-user/components/page-error'
import { RichContent } from '@/components/rich-content'
import { MAX_RICH_TEXT_LENGTH } from '@/domain/rich-text'
import { ShopState } from '@/package-user/components/shop-state'
import { SupportService } from '@/package-user/components/support-service'
import { makePhoneCall, navigateBack, navigateTo, reLaunch, redirectTo, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'
import { policyBrief, policyDocument } from '../fixtures/accounts'

jest.mock('@/api/info', () => ({
  fetchPolicy: jest.fn(),
  fetchPolicies: jest.fn(),
  fetchAnnouncement: jest.fn(),
  recordAnnouncementRead: jest.fn(),
  fetchCustomerService: jest.fn(),
  fetchShopBrief: jest.fn(),
}))
const api = info as jest.Mocked<typeof info>

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

function httpError(kind: 'http' | 'business' | 'network', init: { httpCode?: number; statusCode?: string; data?: unknown } = {}) {
  return new HttpError({
    kind,
    message: 'failed',
    url: '/x',
    ...(init.httpCode ? { httpCode: init.httpCode } : {}),
    ...(kind === 'business'
      ? {
          envelope: { statusCode: init.statusCode ?? '1', comments: 'no', data: init.data ?? null, subComments: '', actText: '' },
        }
      : {}),
  })
}

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
  jest.clearAllMocks()
  api.fetchPolicies.mockResolvedValue([])
  api.recordAnnouncementRead.mockResolvedValue({ recorded: true })
})

describe('RichContent', () => {
  it('says a description beyond the sanitiser’s bound is too long, and shows its start (issue 19 item 7)', () => {
    const words = 'Acts and encores. '.repeat(60).trim()
    const paragraph = `<p>${words}</p>`
    renderWithState(<RichContent html={paragraph.repeat(Math.ceil((MAX_RICH_TEXT_LENGTH + 1) / paragraph.length))} />)
    expect(screen.getByRole('note').textContent).toBe('内容过长，未能全部显示。')
    expect(screen.getAllByText(words).length).toBeGreaterThan(50)
  })

  it('shows no such notice for a description within the bound', () => {
    renderWithState(<RichContent html='<p>Acts and encores.</p>' />)
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('shows the allowed content and nothing of a script, handler or style', () => {
    const { container } = renderWithState(
      <RichContent
        html={
          '<h3 style="color:red">Rules</h3><p onclick="steal()">Bring <strong>ID</strong></p><script>document.title="pwned"</script>' +
          '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><ol><li>one</li><li>two</li></ol>'
        }
      />,
    )
    expect(container.textContent).toBe('RulesBring ID1.one2.two')
    expect(container.querySelector('script, iframe, img, [onclick], [onerror], [style*="red"]')).toBeNull()
    expect(container.querySelector('.rich-content__strong')?.textContent).toBe('ID')
  })

  it('opens a web link in the web view, and a javascript: link is only text', async () => {
    renderWithState(
      <RichContent html='<p><a href="https://example.com/terms">terms</a> <a href="javascript:alert(1)">evil</a></p>' />,
    )
    fireEvent.click(screen.getByText('terms'))
    fireEvent.click(screen.getByText('evil'))
    await flush()
    expect(navigateTo).toHaveBeenCalledTimes(1)
    expect(navigateTo.mock.calls[0]?.[0]?.url).toContain(encodeURIComponent('https://example.com/terms'))
  })

  it('dials a tel: link', async () => {
    renderWithState(<RichContent html='<a href="tel:4008208820">call us</a>' />)
    fireEvent.click(screen.getByText('call us'))
    await flush()
    expect(makePhoneCall).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: '4008208820' }))
  })
})

describe('ConsentLinks (the login form)', () => {
  it('opens the agreement page with the document tapped', async () => {
    renderWithState(<ConsentLinks />)
    fireEvent.click(screen.getByText('《隐私政策》'))
    await flush()
    expect(navigateTo).toHaveBeenCalledTimes(1)
    expect(navigateTo.mock.calls[0]?.[0]?.url).toMatch(/agreement.*type=PRIVACY_POLICY/)
  })
})

describe('AgreementDoc', () => {
  it('asks for the document of the type given (the user agreement for an unknown one) and shows it', async () => {
    api.fetchPolicy.mockResolvedValue(
      policyDocument({
        policyType: 'USER_AGREEMENT',
        title: 'Showtix User Agreement',
        version: '2024-06-01',
        content: '<p>Welcome</p>',
      }),
    )
    renderWithState(<AgreementDoc type='COOKIES' />)
    expect(screen.getByLabelText('加载中…')).toBeTruthy()
    await flush()
    expect(api.fetchPolicy).toHaveBeenCalledWith('USER_AGREEMENT')
    expect(screen.getByText('Showtix User Agreement')).toBeTruthy()
    expect(screen.getByText('版本 2024-06-01')).toBeTruthy()
    expect(screen.getByText('Welcome')).toBeTruthy()
  })

  it('says it did not load, and loads again on retry', async () => {
    api.fetchPolicy
      .mockRejectedValueOnce(httpError('network'))
      .mockResolvedValueOnce(
        policyDocument({ policyType: 'PRIVACY_POLICY', title: '隐私政策', version: '1', content: '<p>不出售</p>' }),
      )
    renderWithState(<AgreementDoc type='PRIVACY_POLICY' />)
    await flush()
    expect(screen.getByRole('alert').textContent).toContain('协议没有加载出来')
    fireEvent.click(screen.getByText('重试'))
    await flush()
    expect(screen.getByText('不出售')).toBeTruthy()
  })

  it('shows the empty state for a document with no content, and links to the other documents', async () => {
    api.fetchPolicy.mockResolvedValue(
      policyDocument({ policyType: 'PURCHASE_NOTICE', title: '购票须知', version: '1', content: '<p> </p>' }),
    )
    api.fetchPolicies.mockResolvedValue([
      policyBrief({ policyType: 'PURCHASE_NOTICE', title: '购票须知', version: '1' }),
      policyBrief({ policyType: 'PRIVACY_POLICY', title: '隐私政策', version: '1' }),
    ])
    const { container } = renderWithState(<AgreementDoc type='PURCHASE_NOTICE' />)
    await flush()
    expect(screen.getByText('这份文件暂时没有内容')).toBeTruthy()
    expect(container.querySelectorAll('.agreement-doc__other')).toHaveLength(1)
    fireEvent.click(screen.getByText('隐私政策'))
    await flush()
    expect(redirectTo.mock.calls[0]?.[0]?.url).toMatch(/type=PRIVACY_POLICY/)
  })
})

describe('Announcement', () => {
  /** A whole answer of announcements/{id}, as the contract has it. */
  const notice = {
    noticeId: 'NT1001',
    noticeTitle: '系统维护公告',
    noticeContent: '<p>维护</p>',
    noticeMoreUrl: null,
    showIds: [],
    pageSources: ['HOME'],
    startTime: 0,
    endTime: 0,
  }

  it('shows the announcement and sends its read record once', async () => {
    api.fetchAnnouncement.mockResolvedValue(notice)
    const { rerender, store } = renderWithState(<Announcement id='NT1001' showId='SH1001' />)
    await flush()
    expect(screen.getByText('系统维护公告')).toBeTruthy()
    expect(screen.getByText('维护')).toBeTruthy()
    rerender(
      <Provider store={store}>
        <Announcement id='NT1001' showId='SH1001' />
      </Provider>,
    )
    await flush()
    expect(api.recordAnnouncementRead).toHaveBeenCalledTimes(1)
    expect(api.recordAnnouncementRead.mock.calls[0]?.[0]).toMatchObject({
      announcementId: 'NT1001',
      showId: 'SH1001',
      pageSource: 'ANNOUNCE_DETAIL',
    })
  })

  it('says an unknown announcement does not exist, records nothing, and does not ask for a malformed id', async () => {
    api.fetchAnnouncement.mockRejectedValue(httpError('http', { httpCode: 404 }))
    renderWithState(<Announcement id='NT9999' />)
    await flush()
    expect(screen.getByText('公告不存在或已下线')).toBeTruthy()
    expect(api.recordAnnouncementRead).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('返回'))
    await flush()
    expect(reLaunch).toHaveBeenCalled() // nothing to go back to: home

    api.fetchAnnouncement.mockClear()
    renderWithState(<Announcement id='../etc' />)
    await flush()
    expect(api.fetchAnnouncement).not.toHaveBeenCalled()
  })

  it('offers a retry when the gateway cannot be reached', async () => {
    api.fetchAnnouncement.mockRejectedValueOnce(httpError('network')).mockResolvedValueOnce(notice)
    renderWithState(<Announcement id='NT1001' />)
    await flush()
    expect(screen.getByText('公告没有加载出来，请检查网络后重试')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    await flush()
    expect(screen.getByText('系统维护公告')).toBeTruthy()
  })
})

describe('SupportService', () => {
  const monday10 = () => new Date(2024, 5, 3, 10, 0)

  it('shows the phone, online service and hours, and says whether it answers now', async () => {
    api.fetchCustomerService.mockResolvedValue({
      customerServiceType: ['TELEPHONE', 'COMPANY_WECHAT', 'ONLINE'],
      telephone: '400-820-8820',
      weekdayConfigs: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '21:00' })),
      companyWechat: { url: 'https://work.weixin.qq.com/x' },
      onlineConfig: { supportOnlineCustomer: true, jumpUrl: 'https://chat.example.com' },
    })
    const { container } = renderWithState(<SupportService now={monday10} />)
    await flush()
    expect(screen.getByText('400-820-8820')).toBeTruthy()
    expect(screen.getByText('服务中')).toBeTruthy()
    expect(container.querySelector('.support-service__row--online')).not.toBeNull()
    expect(container.querySelector('.support-service__row--companyWechat')).toBeNull() // the web has no WeCom
    expect([...container.querySelectorAll('.support-service__hour')].map((row) => row.textContent)).toEqual([
      '周一至周五09:00-21:00',
    ])
    expect(screen.getByText('周六、周日休息')).toBeTruthy()
    fireEvent.click(screen.getByText('拨打'))
    await flush()
    expect(makePhoneCall).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: '400-820-8820' }))
  })

  it('the phone button does nothing without a number', async () => {
    api.fetchCustomerService.mockResolvedValue({ customerServiceType: ['TELEPHONE'], telephone: '' })
    const { container } = renderWithState(<SupportService now={monday10} />)
    await flush()
    expect(screen.getByText('暂未提供电话')).toBeTruthy()
    expect(container.querySelector('.support-service__action')?.className).toContain('nut-button-disabled')
    fireEvent.click(screen.getByText('拨打'))
    await flush()
    expect(makePhoneCall).not.toHaveBeenCalled()
  })

  it('says when the shop has no customer service, and when it did not load', async () => {
    api.fetchCustomerService.mockResolvedValueOnce({ customerServiceType: [] })
    const first = renderWithState(<SupportService />)
    await flush()
    expect(screen.getByText('本店暂未开通客服')).toBeTruthy()

    // The page closed and opened again (nothing kept from the first visit).
    first.unmount()
    resetServerData()
    api.fetchCustomerService.mockRejectedValueOnce(httpError('network'))
    renderWithState(<SupportService />)
    await flush()
    expect(screen.getByText('客服信息没有加载出来，请稍后重试')).toBeTruthy()
  })
})

describe('ShopState', () => {
  const closed = () =>
    httpError('business', {
      statusCode: 'RE030326003101',
      data: { merchantId: '10009', shopName: '已打烊小店', shopStatus: 'CLOSED' },
    })

  it('names the shop and its state, says it is still closed after a check, and leaves once it is open', async () => {
    api.fetchShopBrief.mockRejectedValueOnce(closed()).mockRejectedValueOnce(closed())
    const reloadShop = jest.fn(async () => null)
    renderWithState(<ShopState reloadShop={reloadShop} />)
    await flush()
    expect(screen.getByText('已打烊小店暂停营业')).toBeTruthy()
    expect(screen.getByText('店铺已打烊，暂时无法浏览演出和购票。')).toBeTruthy()
    expect(screen.queryByText('店铺仍未开放，请稍后再试')).toBeNull()

    fireEvent.click(screen.getByText('重新检查'))
    await flush()
    expect(screen.getByText('店铺仍未开放，请稍后再试')).toBeTruthy()
    expect(reloadShop).not.toHaveBeenCalled()

    api.fetchShopBrief.mockResolvedValueOnce({ merchantId: '10009', shopName: '已打烊小店', shopStatus: 'OPEN' })
    fireEvent.click(screen.getByText('重新检查'))
    await flush()
    expect(reloadShop).toHaveBeenCalledTimes(1)
    expect(reLaunch.mock.calls.at(-1)?.[0]?.url).toBe('/')
  })

  it('says the state could not be checked when the network fails', async () => {
    api.fetchShopBrief.mockRejectedValueOnce(httpError('network'))
    renderWithState(<ShopState reloadShop={async () => null} />)
    await flush()
    expect(screen.getByRole('alert').textContent).toBe('暂时无法检查店铺状态，请检查网络后重试')
  })
})

describe('PageError', () => {
  it('explains the reason and retries the page it came from', async () => {
    taroMock.setStack(2)
    renderWithState(<PageError reason='network' from='/announce/NT1001' message={undefined} reloadShop={async () => null} />)
    expect(screen.getByText('网络不给力')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    await flush()
    expect(redirectTo).toHaveBeenCalledWith({ url: '/announce/NT1001' })
    fireEvent.click(screen.getByText('返回上一页'))
    await flush()
    expect(navigateBack).toHaveBeenCalled()
  })

  it('reloads the shop configuration for a failed launch, and never follows a link out of the app', async () => {
    const reloadShop = jest.fn(async () => null)
    renderWithState(<PageError reason='launch' from='//evil.example/x' message='timeout' reloadShop={reloadShop} />)
    expect(screen.getByText('错误信息：timeout')).toBeTruthy()
    expect(screen.queryByText('返回上一页')).toBeNull() // nothing to go back to
    fireEvent.click(screen.getByText('重试'))
    await flush()
    expect(reloadShop).toHaveBeenCalledTimes(1)
    expect(redirectTo).not.toHaveBeenCalled()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/' })
  })
})
