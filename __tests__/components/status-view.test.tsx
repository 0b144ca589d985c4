import { fireEvent, screen } from '@testing-library/react'
import { LoadFailure, StatusView } from '@/components/status-view'
import { HttpError } from '@/http'
import { navigateBack, reLaunch, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

describe('StatusView: what a page shows instead of its content', () => {
  it('loading: a busy skeleton with its label, no message', () => {
    const { container } = renderWithState(<StatusView kind='loading' skeleton='poster' />, { locale: 'en-US' })
    const view = container.querySelector('.status-view--loading')
    expect(view?.getAttribute('aria-label')).toBe('Loading…')
    expect(container.querySelector('.status-view__poster')).not.toBeNull()
  })

  it('error: the message (or the default) and retry, which calls back', () => {
    const retry = jest.fn()
    renderWithState(<StatusView kind='error' onRetry={retry} />, { locale: 'zh-MO' })
    expect(screen.getByRole('alert').textContent).toContain('載入失敗，請檢查網絡後重試')
    fireEvent.click(screen.getByText('重試'))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('empty: the words and what the page adds, no retry', () => {
    renderWithState(
      <StatusView kind='empty' message='Nothing yet'>
        <span>Add one</span>
      </StatusView>,
      { locale: 'en-US' },
    )
    expect(screen.getByRole('status').textContent).toContain('Nothing yet')
    expect(screen.getByText('Add one')).toBeTruthy()
    expect(screen.queryByText('Try again')).toBeNull()
  })

  it('notFound: the words and the way out, back or home', () => {
    taroMock.setStack(2)
    renderWithState(<StatusView kind='notFound' exit='back' />, { locale: 'en-US' })
    expect(screen.getByRole('status').textContent).toContain('This is not here any more.')
    fireEvent.click(screen.getByText('Back'))
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })
})

describe('LoadFailure', () => {
  it('a 404 says the thing does not exist, with the way home', () => {
    renderWithState(
      <LoadFailure
        error={new HttpError({ kind: 'http', message: 'x', httpCode: 404 })}
        notFound='No such tour'
        onRetry={jest.fn()}
      />,
      { locale: 'en-US' },
    )
    expect(screen.getByText('No such tour')).toBeTruthy()
    fireEvent.click(screen.getByText('Go to home'))
    expect(reLaunch).toHaveBeenCalled()
  })

  it('any other failure says it did not load, with retry', () => {
    const retry = jest.fn()
    renderWithState(
      <LoadFailure error={new HttpError({ kind: 'network', message: 'x' })} notFound='No such tour' onRetry={retry} />,
      { locale: 'en-US' },
    )
    expect(screen.queryByText('No such tour')).toBeNull()
    fireEvent.click(screen.getByText('Try again'))
    expect(retry).toHaveBeenCalledTimes(1)
  })
})
