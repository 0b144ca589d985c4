import { fireEvent, screen } from '@testing-library/react'
import { NavBar } from '@/components/nav-bar'
import { resetNavigationState } from '@/navigation/navigate'
import { navigateBack, reLaunch, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
})

describe('NavBar', () => {
  it('shows the title', () => {
    renderWithState(<NavBar title='演出详情' isTab={false} />)
    expect(screen.getByText('演出详情').className).toContain('nav-bar__title')
  })

  it('has a back button, not a home button, when there is a page to go back to', async () => {
    taroMock.setStack(3)
    renderWithState(<NavBar title='T' isTab={false} />)
    expect(screen.queryByRole('button', { name: '首页' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    await flush()
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(reLaunch).not.toHaveBeenCalled()
  })

  it('has a home button, not a back button, on a page opened directly', async () => {
    taroMock.setStack(1)
    renderWithState(<NavBar title='T' isTab={false} />)
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '首页' }))
    await flush()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/' })
    expect(navigateBack).not.toHaveBeenCalled()
  })

  it('has neither on a tab page', () => {
    taroMock.setStack(3)
    renderWithState(<NavBar title='首页' isTab />)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })

  it('names its buttons in the current language', () => {
    taroMock.setStack(2)
    renderWithState(<NavBar title='T' isTab={false} />, { locale: 'en-US' })
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
  })

  it('has a 44 px title bar and, in a browser, no status-bar space (the browser draws its own)', () => {
    const { container } = renderWithState(<NavBar title='T' isTab={false} />)
    const bar = container.querySelector('.nav-bar') as HTMLElement
    expect(bar.style.paddingTop).toBe('0px')
    expect((bar.querySelector('.nav-bar__inner') as HTMLElement).style.height).toBe('44px')
  })

  it("leaves 20 px for the status bar in the native app's web view", () => {
    const userAgent = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) Mobile FlutterAPP/1.0')
    try {
      const { container } = renderWithState(<NavBar title='T' isTab={false} />)
      expect((container.querySelector('.nav-bar') as HTMLElement).style.paddingTop).toBe('20px')
    } finally {
      userAgent.mockRestore()
    }
  })
})
