/**
 * The keepsake stub saved as an image (D6): ticket-stub-list's "Save as image" draws the stub (its
 * show, ticket number and stamp) and hands the canvas to the platform; it says when it is saved,
 * when the album permission was refused, and when the save failed.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import * as stubsApi from '@/api/ticket-stubs'
import { feedback } from '@/components/feedback'
import { platform } from '@/platform'
import { TicketStubList } from '@/package-shop/components/ticket-stubs'
import { taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useDidShow: jest.fn(),
  useReachBottom: jest.fn(),
}))
const mockDrawn: string[] = []
jest.mock('@/package-shop/components/ticket-stubs/stub-canvas', () => ({
  StubCanvasHost: () => null,
  stubCanvas: async () => ({
    canvas: { kind: 'canvas' },
    loadImage: async () => null,
    ctx: new Proxy(
      { measureText: (text: string) => ({ width: text.length * 10 }), fillText: (text: string) => void mockDrawn.push(text) },
      { get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined), set: () => true },
    ),
  }),
}))
jest.mock('@/api/ticket-stubs', () => ({ ...jest.requireActual('@/api/ticket-stubs'), fetchTicketStubs: jest.fn() }))
const api = stubsApi as jest.Mocked<typeof stubsApi>

const STUB = {
  ticket: {
    ticketId: 'T1',
    ticketNo: 'TK0001',
    showId: 'SH1',
    sessionId: 'S1',
    showName: 'White Whale 10th Anniversary Concert',
    posterUrl: '',
    sessionName: 'Evening',
    venueName: 'Arena',
    state: 'EXPIRED',
    stateTitle: 'Expired',
  },
  print: null,
} as unknown as stubsApi.TicketStub

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

beforeEach(() => {
  taroMock.reset()
  mockDrawn.length = 0
  api.fetchTicketStubs.mockResolvedValue({ list: [STUB], total: 1, hasMore: false } as never)
})

describe('ticket-stub-list: save as image', () => {
  it('draws the stub and saves it; says saved, refused or failed', async () => {
    const toast = jest.spyOn(feedback.presenter, 'toast')
    const save = jest.spyOn(platform, 'saveCanvasImage').mockResolvedValueOnce('saved')
    renderWithState(<TicketStubList />, { locale: 'en-US', userId: 'U1' })
    await flush()
    fireEvent.click(await screen.findByText('Save as image'))
    await flush()
    expect(mockDrawn).toEqual(expect.arrayContaining(['TK0001', 'Expired']))
    expect(mockDrawn.join('')).toContain('White Whale')
    expect(save).toHaveBeenCalledWith({ kind: 'canvas' }, expect.objectContaining({ fileName: 'stub-TK0001.png' }))
    expect(toast.mock.calls.at(-1)?.[0]).toEqual({ text: 'Stub image saved' })

    save.mockResolvedValueOnce('denied')
    fireEvent.click(screen.getByText('Save as image'))
    await flush()
    expect(toast.mock.calls.at(-1)?.[0]).toEqual({ text: 'Not saved: the app may not add photos to your album' })

    save.mockRejectedValueOnce(new Error('disk full'))
    fireEvent.click(screen.getByText('Save as image'))
    await flush()
    expect(toast.mock.calls.at(-1)?.[0]).toEqual({ text: 'Could not save the image: try again' })
    save.mockRestore()
  })
})
