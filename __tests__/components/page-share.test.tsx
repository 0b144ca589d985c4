/**
 * The page shell answers the mini-program share menu (issue 22): a page's own content set by
 * `useSharePage`, the home page when a page sets none, nothing for a forbidShare shop or a
 * sensitive show.
 */
import Taro from '@tarojs/taro'
import { PageShell } from '@/components/page-shell'
import type { ShopConfig } from '@/domain/shop-config'
import { useSharePage } from '@/navigation/share'
import { renderWithState } from './render'

const share = Taro.useShareAppMessage as jest.Mock
const answer = () => (share.mock.calls.at(-1)?.[0] as () => unknown)()
const shop = { merchantId: '10001', shopName: 'Showtix', shareDescription: 'Shows near you' } as ShopConfig

function Show({ sensitive = false }: { sensitive?: boolean }) {
  useSharePage('showDetail', { showId: 'SH1' }, { title: 'Jazz', imageUrl: 'https://cdn/p.jpg', sensitive })
  return null
}

describe('the share menu of a page', () => {
  beforeEach(() => share.mockClear())

  it("answers the page's own title, path and picture", () => {
    renderWithState(
      <PageShell name='showDetail'>
        <Show />
      </PageShell>,
      { shop },
    )
    expect(answer()).toEqual({
      title: 'Jazz',
      path: '/package-show/pages/show-detail/show-detail?showId=SH1&merchantId=10001',
      imageUrl: 'https://cdn/p.jpg',
    })
  })

  it('a page without its own: the home page with the shop words', () => {
    renderWithState(<PageShell name='venueList'>{null}</PageShell>, { shop })
    expect(answer()).toEqual({ title: 'Shows near you', path: '/pages/home/home?merchantId=10001' })
  })

  it('nothing for a forbidShare shop or a sensitive show', () => {
    renderWithState(
      <PageShell name='showDetail'>
        <Show />
      </PageShell>,
      { shop: { ...shop, forbidShare: true } },
    )
    expect(answer()).toEqual({})
    renderWithState(
      <PageShell name='showDetail'>
        <Show sensitive />
      </PageShell>,
      { shop },
    )
    expect(answer()).toEqual({})
  })
})
