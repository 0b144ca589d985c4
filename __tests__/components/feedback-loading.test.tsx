/**
 * The feedback's NutUI view is not part of the first load: FeedbackHost loads it when the first
 * feedback arrives (feedback-offline.test.tsx: when it cannot).
 */
import { act, screen } from '@testing-library/react'
import { FeedbackHost, createFeedback } from '@/components/feedback'
import { taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

beforeEach(() => taroMock.reset())

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

describe('the feedback view on demand', () => {
  it('shows nothing and loads nothing until something is presented; the first dialog loads the view', async () => {
    const feedback = createFeedback(jest.fn())
    renderWithState(<FeedbackHost feedback={feedback} />)
    expect(document.querySelector('.nut-dialog')).toBeNull()
    act(() => void feedback.presenter.dialog({ mode: 'alert', title: { text: 'Seats changed' } }))
    await flush()
    expect(screen.getByText('Seats changed').closest('.nut-dialog')).not.toBeNull()
  })
})
