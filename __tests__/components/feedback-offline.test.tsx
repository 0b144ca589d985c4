/**
 * When the feedback's NutUI view cannot be loaded (offline: its chunk does not arrive), a plain
 * view says the same, with buttons that answer.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import { FeedbackHost, createFeedback } from '@/components/feedback'
import type { DialogChoice } from '@/http'
import { taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

beforeEach(() => taroMock.reset())

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

jest.mock('@/components/feedback/view', () => {
  throw new Error('ChunkLoadError: offline')
})

describe('the feedback without its view', () => {
  it('without the view (offline), a plain dialog says the same and its buttons answer', async () => {
    const feedback = createFeedback(jest.fn())
    renderWithState(<FeedbackHost feedback={feedback} />)
    const answers: DialogChoice[] = []
    act(() => {
      void feedback.presenter
        .dialog({ mode: 'retry', title: { text: 'Cannot connect' }, message: { text: 'Check the network' } })
        .then((choice) => answers.push(choice))
    })
    await flush()
    expect(document.querySelector('.nut-dialog')).toBeNull()
    expect(screen.getByRole('alertdialog').textContent).toContain('Cannot connect')
    expect(screen.getByText('Check the network')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    await flush()
    expect(answers).toEqual(['confirm'])
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('without the view, a toast still shows its text', async () => {
    const feedback = createFeedback(jest.fn())
    renderWithState(<FeedbackHost feedback={feedback} />)
    act(() => feedback.presenter.toast({ text: 'Saved' }, 2000))
    await flush()
    expect(screen.getByRole('status').textContent).toBe('Saved')
  })
})
