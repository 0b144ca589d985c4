/**
 * The share poster (package-ticket/components/poster): the code the poster encodes is made for
 * the page it opens; a drawn poster can be saved; the album permission refused says why and
 * offers the settings; a failed draw offers to try again; a shop that forbids sharing and a
 * sensitive show (D33) get no poster.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ShopConfig } from '@/domain/shop-config'
import { PosterView } from '@/package-ticket/components/poster'
import type * as PosterPlatform from '@/platform/poster'
import { renderWithState } from './render'

jest.mock('@/api/short-codes', () => ({ generateShortCode: jest.fn() }))
jest.mock('@/platform/poster', () => ({
  ...jest.requireActual('@/platform/poster'),
  drawPoster: jest.fn(),
  savePosterImage: jest.fn(),
  openAlbumSettings: jest.fn(),
}))
const api = jest.requireMock('@/api/short-codes') as { generateShortCode: jest.Mock }
const draw = jest.requireMock('@/platform/poster') as {
  drawPoster: jest.Mock
  savePosterImage: jest.Mock
  openAlbumSettings: jest.Mock
}
const { PosterSaveError } = jest.requireActual('@/platform/poster') as typeof PosterPlatform

const ID = 'a1b2c3d4e5'
const PNG = 'data:image/png;base64,iVBORw0KGgo='
const shop = { merchantId: '10001', shopName: 'Showtix', shareDescription: 'Great shows' } as unknown as ShopConfig
const subject = { title: 'Swan Lake', time: '2026.12.24 19:30', venue: 'Grand Theatre', price: '¥180' }
const target = { name: 'showDetail', params: { showId: 'SH1007' } } as const

function renderPoster(overrides: { shop?: Partial<ShopConfig>; sensitive?: boolean } = {}) {
  return renderWithState(
    <PosterView subject={{ ...subject, sensitive: overrides.sensitive ?? false }} target={target} fileName='show-SH1007' />,
    { locale: 'en-US', shop: { ...shop, ...overrides.shop } as unknown as ShopConfig },
  )
}

describe('the share poster', () => {
  beforeEach(() => {
    jest.clearAllMocks()
    api.generateShortCode.mockResolvedValue({ id: ID, scene: `s=${ID}`, page: '', params: {}, path: '' })
    draw.drawPoster.mockImplementation(async (_id: string, plan: (tools: object) => Promise<{ height: number }>) => {
      const poster = await plan({ measure: (text: string) => text.length * 10, loadImage: () => Promise.resolve(null) })
      expect(poster.height).toBeGreaterThan(0)
      return PNG
    })
  })

  it('asks a short code for the page the poster opens, and shows the drawn poster with its QR target', async () => {
    const { container } = renderPoster()
    await waitFor(() => expect(container.querySelector('.poster[data-state="ready"]')).not.toBeNull())
    expect(api.generateShortCode).toHaveBeenCalledWith({
      page: '/package-show/pages/show-detail/show-detail',
      params: { showId: 'SH1007' },
    })
    expect(container.querySelector('.poster')?.getAttribute('data-qr')).toMatch(
      new RegExp(`/pages/home/home\\?s=${ID}&merchantId=10001$`),
    )
  })

  it('the album refused: says why and opens the settings; saving then works', async () => {
    draw.savePosterImage.mockRejectedValueOnce(new PosterSaveError('denied')).mockResolvedValueOnce('saved')
    draw.openAlbumSettings.mockResolvedValue(true)
    const { container } = renderPoster()
    await waitFor(() => expect(container.querySelector('.poster[data-state="ready"]')).not.toBeNull())
    fireEvent.click(container.querySelector('.poster__save') as Element)
    await screen.findByText(/needs permission to add to your photo album/)
    expect(draw.savePosterImage).toHaveBeenCalledWith(PNG, 'show-SH1007.png')
    fireEvent.click(container.querySelector('.poster__settings') as Element)
    await waitFor(() => expect(draw.openAlbumSettings).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.queryByText(/needs permission/)).toBeNull())
    fireEvent.click(container.querySelector('.poster__save') as Element)
    await waitFor(() => expect(draw.savePosterImage).toHaveBeenCalledTimes(2))
  })

  it('a failed draw says so and draws again on retry', async () => {
    draw.drawPoster.mockRejectedValueOnce(new Error('poster: no canvas'))
    const { container } = renderPoster()
    await screen.findByText('The poster could not be drawn. Try again.')
    fireEvent.click(container.querySelector('.status-view__retry, .status-view button') as Element)
    await waitFor(() => expect(container.querySelector('.poster[data-state="ready"]')).not.toBeNull())
    expect(draw.drawPoster).toHaveBeenCalledTimes(2)
  })

  it('no poster where the shop forbids sharing, nor for a sensitive show', async () => {
    renderPoster({ shop: { forbidShare: true } })
    await screen.findByText('This shop does not allow sharing')
    renderPoster({ sensitive: true })
    await screen.findByText('This show cannot be shared')
    expect(api.generateShortCode).not.toHaveBeenCalled()
    expect(draw.drawPoster).not.toHaveBeenCalled()
  })
})
