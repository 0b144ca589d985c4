/**
 * Map navigation on a mini-program (spec section 5: everywhere but the web): the venue's address
 * offers directions, which open the platform's map at the venue; without usable coordinates it
 * offers to copy the address instead. (places.test.tsx covers the web, where there is no map.)
 */
import { fireEvent, render, waitFor } from '@testing-library/react'
import { PlaceAddress } from '@/package-show/components/place-address'
import { makePhoneCall, openLocation, setClipboardData, taroMock } from '../__mocks__/tarojs-taro'

jest.mock('@/platform', () => {
  const actual = jest.requireActual('@/platform')
  const { createWeappPlatform } = jest.requireActual('@/platform/weapp')
  return { ...actual, platform: createWeappPlatform() }
})

beforeEach(() => taroMock.reset())

describe('PlaceAddress on WeChat', () => {
  it('opens the map at the venue', async () => {
    const view = render(<PlaceAddress name='上海云峰大剧院' address='人民大道300号' lat={31.2303} lng={121.4722} />)
    expect(view.queryByText('复制地址')).toBeNull()
    fireEvent.click(view.getByText('导航'))
    await waitFor(() => expect(openLocation).toHaveBeenCalledTimes(1))
    expect(openLocation.mock.calls[0]?.[0]).toMatchObject({
      latitude: 31.2303,
      longitude: 121.4722,
      name: '上海云峰大剧院',
      address: '人民大道300号',
    })
  })

  it('without usable coordinates, copies the address instead', async () => {
    const view = render(<PlaceAddress name='x' address='人民大道300号' lat={0} lng={0} />)
    expect(view.queryByText('导航')).toBeNull()
    fireEvent.click(view.getByText('复制地址'))
    await waitFor(() => expect(setClipboardData).toHaveBeenCalledWith({ data: '人民大道300号' }))
    expect(openLocation).not.toHaveBeenCalled()
  })

  it('dials the venue', async () => {
    const view = render(<PlaceAddress name='x' address='a' lat={31} lng={121} telephone='021-35377365' />)
    fireEvent.click(view.getByText('电话'))
    await waitFor(() => expect(makePhoneCall).toHaveBeenCalledWith({ phoneNumber: '021-35377365' }))
  })
})
