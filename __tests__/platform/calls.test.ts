/**
 * The calls other than pay, on every target with Taro mocked (issue 5 item 6): login, bindPhone,
 * subscribe, share, getLocation (reason, denial), chooseImage (web images only, compression),
 * openMiniProgram, makePhoneCall, setClipboard and storage.
 */
import {
  chooseImage,
  compressImage,
  getImageInfo,
  getLocation,
  getPhoneNumber,
  getSetting,
  login,
  makePhoneCall,
  navigateToMiniProgram,
  openCustomerServiceChat,
  openSetting,
  requestSubscribeMessage,
  setClipboardData,
  showModal,
  showShareMenu,
  taroMock,
} from '../__mocks__/tarojs-taro'
import { translator } from '@/i18n'
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, MESSAGES, MINI_IMAGE_QUALITY, WEB_IMAGE_QUALITY } from '@/platform/constants'
import { PlatformError, UnsupportedError } from '@/platform/errors'
import { compressible, fitWithin } from '@/platform/image'
import type { Platform } from '@/platform/types'
import type { WebGeolocation } from '@/platform/web-host'
import { MINI_FACTORIES, WEB_HOSTS, rejectionOf, webPlatform } from './helpers'

afterEach(() => taroMock.reset())

const MINIS = Object.keys(MINI_FACTORIES) as Array<keyof typeof MINI_FACTORIES>
const WEBS = Object.keys(WEB_HOSTS) as Array<keyof typeof WEB_HOSTS>
const mini = (target: keyof typeof MINI_FACTORIES) => MINI_FACTORIES[target]()

describe('login', () => {
  it.each(['weapp', 'tt', 'xhs'] as const)('%s: the code of Taro.login', async (target) => {
    await expect(mini(target).login()).resolves.toBe('mock-login-code')
    expect(login).toHaveBeenCalledTimes(1)
  })

  it('alipay: Taro.login is my.getAuthCode, whose answer is authCode', async () => {
    login.mockResolvedValueOnce({ authCode: 'alipay-auth-code' } as never)
    await expect(mini('alipay').login()).resolves.toBe('alipay-auth-code')
  })

  it.each(MINIS)('%s: a failure or an answer without a code rejects with the login key', async (target) => {
    login.mockRejectedValueOnce({ errMsg: 'login:fail' })
    await expect(mini(target).login()).rejects.toMatchObject({ key: MESSAGES.loginFailed })
    login.mockResolvedValueOnce({ errMsg: 'login:ok' } as never)
    await expect(mini(target).login()).rejects.toMatchObject({ key: MESSAGES.loginFailed })
  })

  it.each(WEBS)('%s: the web has no login code (null), and never calls Taro.login', async (type) => {
    await expect(webPlatform(type).platform.login()).resolves.toBeNull()
    expect(login).not.toHaveBeenCalled()
  })
})

describe('bindPhone (mini-programs only)', () => {
  it.each(['weapp', 'tt', 'xhs'] as const)("%s: the button's credential and a fresh login code", async (target) => {
    await expect(mini(target).bindPhone({ errMsg: 'getPhoneNumber:ok', code: 'phone-code' })).resolves.toEqual({
      loginCode: 'mock-login-code',
      code: 'phone-code',
    })
    await expect(mini(target).bindPhone({ errMsg: 'getPhoneNumber:ok', encryptedData: 'E', iv: 'I' })).resolves.toEqual({
      loginCode: 'mock-login-code',
      encryptedData: 'E',
      iv: 'I',
    })
  })

  it.each(['weapp', 'tt', 'xhs'] as const)('%s: a refusal rejects with the denial key', async (target) => {
    await expect(mini(target).bindPhone({ errMsg: 'getPhoneNumber:fail user deny' })).rejects.toMatchObject({
      key: MESSAGES.phoneBindDenied,
    })
    await expect(mini(target).bindPhone({})).rejects.toMatchObject({ key: MESSAGES.phoneBindDenied })
  })

  it('alipay: my.getPhoneNumber answers the encrypted response', async () => {
    await expect(mini('alipay').bindPhone({})).resolves.toEqual({
      loginCode: 'mock-login-code',
      response: 'mock-encrypted-phone',
    })
    getPhoneNumber.mockRejectedValueOnce({ error: 11 })
    await expect(mini('alipay').bindPhone({})).rejects.toMatchObject({ key: MESSAGES.phoneBindDenied })
  })

  it.each(WEBS)('%s: rejects with the phone binding key', async (type) => {
    const error = await rejectionOf(webPlatform(type).platform.bindPhone({ code: 'x' }))
    expect(error).toBeInstanceOf(UnsupportedError)
    expect(error).toMatchObject({ key: 'platform.unsupported.phoneBinding' })
    expect(login).not.toHaveBeenCalled()
  })
})

describe('subscribe', () => {
  it('weapp: WeChat subscribe messages, with what the user accepted', async () => {
    requestSubscribeMessage.mockResolvedValueOnce({ errMsg: 'requestSubscribeMessage:ok', T1: 'accept', T2: 'reject' })
    await expect(mini('weapp').subscribe(['T1', 'T2'])).resolves.toEqual({
      channel: 'weixin',
      accepted: ['T1'],
      rejected: ['T2'],
    })
    expect(requestSubscribeMessage.mock.calls[0]?.[0]).toMatchObject({ tmplIds: ['T1', 'T2'] })
  })

  it('weapp: a failure rejects with the subscribe key', async () => {
    requestSubscribeMessage.mockRejectedValueOnce({ errMsg: 'requestSubscribeMessage:fail', errCode: 20004 })
    await expect(mini('weapp').subscribe(['T1'])).rejects.toMatchObject({ key: MESSAGES.subscribeFailed })
  })

  it.each([...WEBS, 'alipay', 'tt', 'xhs'] as const)('%s: the SMS path, without WeChat', async (name) => {
    const platform: Platform =
      name in MINI_FACTORIES ? mini(name as keyof typeof MINI_FACTORIES) : webPlatform(name as never).platform
    await expect(platform.subscribe(['T1'])).resolves.toEqual({ channel: 'sms' })
    expect(requestSubscribeMessage).not.toHaveBeenCalled()
  })
})

describe('share (custom share: unsupported everywhere, spec section 5)', () => {
  it.each([...MINIS, ...WEBS])('%s: rejects with the custom share key', async (name) => {
    const platform: Platform =
      name in MINI_FACTORIES ? mini(name as keyof typeof MINI_FACTORIES) : webPlatform(name as never).platform
    const error = await rejectionOf(platform.share({ title: 'Show', path: '/content/1' }))
    expect(error).toMatchObject({ key: 'platform.unsupported.customShare', capability: 'customShare' })
    expect(showShareMenu).not.toHaveBeenCalled()
  })

  it('where the matrix allows it: the share menu on mini-programs, the share sheet on the web', async () => {
    await MINI_FACTORIES.weapp({ capabilities: { customShare: true } }).share({ title: 'Show', path: '/p' })
    expect(showShareMenu).toHaveBeenCalledTimes(1)
    const { platform, host } = webPlatform('H5', { capabilities: { customShare: true } })
    host.share.mockReturnValueOnce(Promise.resolve())
    await platform.share({ title: 'Show', path: 'https://shop.example/content/1' })
    expect(host.share).toHaveBeenCalledWith({ title: 'Show', url: 'https://shop.example/content/1' })
    await expect(platform.share({ title: 'Show', path: '/x' })).rejects.toMatchObject({ key: MESSAGES.shareFailed })
  })
})

describe('getLocation', () => {
  it.each(MINIS)('%s: the device location in GCJ-02', async (target) => {
    await expect(mini(target).getLocation()).resolves.toEqual({ latitude: 31.2304, longitude: 121.4737, coordType: 'gcj02' })
    expect(showModal).not.toHaveBeenCalled()
  })

  it('asks WeChat, Douyin and Xiaohongshu for gcj02; Alipay with its own options', async () => {
    await mini('weapp').getLocation()
    expect(getLocation.mock.calls[0]?.[0]).toMatchObject({ type: 'gcj02' })
    await mini('alipay').getLocation()
    expect(getLocation.mock.calls[1]?.[0]).not.toHaveProperty('type')
  })

  it.each(['weapp', 'tt', 'xhs'] as const)('%s: a denial rejects with 获取定位授权失败', async (target) => {
    getLocation.mockRejectedValueOnce({ errMsg: 'getLocation:fail auth deny' })
    const error = await rejectionOf(mini(target).getLocation())
    expect(error).toBeInstanceOf(PlatformError)
    expect(error).toMatchObject({ key: MESSAGES.locationDenied, message: '获取定位授权失败' })
  })

  it('alipay: error 11 or 2001 is a denial', async () => {
    for (const code of [11, 2001]) {
      getLocation.mockRejectedValueOnce({ error: code, errorMessage: 'x' })
      await expect(mini('alipay').getLocation()).rejects.toMatchObject({ key: MESSAGES.locationDenied })
    }
  })

  it.each(MINIS)('%s: another failure is not a denial', async (target) => {
    getLocation.mockRejectedValueOnce({ errMsg: 'getLocation:fail system error', error: 13 })
    await expect(mini(target).getLocation()).rejects.toMatchObject({ key: MESSAGES.locationFailed })
  })

  it('previously refused: shows the reason (spec section 6) and opens the settings', async () => {
    getSetting.mockResolvedValueOnce({ authSetting: { 'scope.userLocation': false }, errMsg: 'getSetting:ok' })
    openSetting.mockResolvedValueOnce({ authSetting: { 'scope.userLocation': true }, errMsg: 'openSetting:ok' })
    await expect(mini('weapp').getLocation()).resolves.toMatchObject({ coordType: 'gcj02' })
    expect(showModal.mock.calls[0]?.[0]).toMatchObject({ content: translator('zh-CN')(MESSAGES.locationReason) })
    expect(translator('en-US')(MESSAGES.locationReason)).toBe('To show more accurate location and show information')
    expect(openSetting).toHaveBeenCalledTimes(1)
  })

  it('previously refused and still refused (modal dismissed, or settings left off): 获取定位授权失败', async () => {
    getSetting.mockResolvedValue({ authSetting: { 'scope.userLocation': false }, errMsg: 'getSetting:ok' })
    showModal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    await expect(mini('tt').getLocation()).rejects.toMatchObject({ key: MESSAGES.locationDenied })
    await expect(mini('weapp').getLocation()).rejects.toMatchObject({ key: MESSAGES.locationDenied }) // openSetting: still off
    expect(getLocation).not.toHaveBeenCalled()
  })

  it("alipay: the scope is 'location'", async () => {
    getSetting.mockResolvedValueOnce({ authSetting: { location: false }, errMsg: 'getSetting:ok' })
    openSetting.mockResolvedValueOnce({ authSetting: { location: true }, errMsg: 'openSetting:ok' })
    await expect(mini('alipay').getLocation()).resolves.toMatchObject({ coordType: 'gcj02' })
    expect(showModal).toHaveBeenCalledTimes(1)
  })

  function geolocation(outcome: { coords: { latitude: number; longitude: number } } | { code: number }): WebGeolocation & {
    getCurrentPosition: jest.Mock
  } {
    return {
      getCurrentPosition: jest.fn((success, error) => ('coords' in outcome ? success(outcome) : error(outcome))),
    }
  }

  it.each(WEBS)('%s: the browser location in WGS-84', async (type) => {
    const { platform, host } = webPlatform(type)
    host.geolocation.mockReturnValue(geolocation({ coords: { latitude: 22.19, longitude: 113.54 } }))
    await expect(platform.getLocation()).resolves.toEqual({ latitude: 22.19, longitude: 113.54, coordType: 'wgs84' })
  })

  it('web: PERMISSION_DENIED rejects with 获取定位授权失败; other errors and no geolocation do not', async () => {
    const { platform, host } = webPlatform('H5')
    host.geolocation.mockReturnValueOnce(geolocation({ code: 1 }))
    await expect(platform.getLocation()).rejects.toMatchObject({ key: MESSAGES.locationDenied, message: '获取定位授权失败' })
    host.geolocation.mockReturnValueOnce(geolocation({ code: 3 }))
    await expect(platform.getLocation()).rejects.toMatchObject({ key: MESSAGES.locationFailed })
    await expect(platform.getLocation()).rejects.toMatchObject({ key: MESSAGES.locationFailed })
  })
})

describe('chooseImage', () => {
  it('fits images in 1080 x 1960, aspect kept, never enlarged', () => {
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 1080, height: 1440 })
    expect(fitWithin({ width: 1000, height: 4000 })).toEqual({ width: 490, height: 1960 })
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 })
    expect(fitWithin({ width: 0, height: 0 })).toBeUndefined()
    expect([IMAGE_MAX_WIDTH, IMAGE_MAX_HEIGHT]).toEqual([1080, 1960])
    expect([compressible('image/jpeg'), compressible('image/gif')]).toEqual([true, false])
  })

  it.each(['weapp', 'tt', 'xhs'] as const)('%s: compressImage at quality 50 into the box', async (target) => {
    await expect(mini(target).chooseImage()).resolves.toEqual([{ path: 'wxfile://tmp/photo.jpg.compressed', size: 2_000_000 }])
    expect(chooseImage.mock.calls[0]?.[0]).toMatchObject({ count: 1, sizeType: ['compressed'] })
    expect(getImageInfo.mock.calls[0]?.[0]).toMatchObject({ src: 'wxfile://tmp/photo.jpg' })
    expect(compressImage.mock.calls[0]?.[0]).toEqual({
      src: 'wxfile://tmp/photo.jpg',
      quality: 50,
      compressedWidth: 1080,
      compressedHeight: 1440,
    })
    expect(MINI_IMAGE_QUALITY).toBe(50)
  })

  it('mini: without the image size, compresses by quality only (no stretching)', async () => {
    getImageInfo.mockRejectedValueOnce({ errMsg: 'getImageInfo:fail' })
    await mini('weapp').chooseImage()
    expect(compressImage.mock.calls[0]?.[0]).toEqual({ src: 'wxfile://tmp/photo.jpg', quality: 50 })
  })

  it('mini: a failed compression keeps the chosen file; a cancel chooses nothing', async () => {
    compressImage.mockRejectedValueOnce({ errMsg: 'compressImage:fail' })
    await expect(mini('weapp').chooseImage()).resolves.toEqual([{ path: 'wxfile://tmp/photo.jpg', size: 2_000_000 }])
    chooseImage.mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' })
    await expect(mini('weapp').chooseImage()).resolves.toEqual([])
    chooseImage.mockRejectedValueOnce({ errMsg: 'chooseImage:fail no permission' })
    await expect(mini('weapp').chooseImage()).rejects.toMatchObject({ key: MESSAGES.imageFailed })
  })

  it('alipay: my.compressImage with the file paths and the level for quality 50', async () => {
    chooseImage.mockResolvedValueOnce({ tempFilePaths: ['https://resource/a.jpg'] } as never)
    compressImage.mockResolvedValueOnce({ apFilePaths: ['https://resource/a-small.jpg'] } as never)
    await expect(mini('alipay').chooseImage({ count: 3 })).resolves.toEqual([{ path: 'https://resource/a-small.jpg', size: 0 }])
    expect(chooseImage.mock.calls[0]?.[0]).toMatchObject({ count: 3 })
    expect(compressImage.mock.calls[0]?.[0]).toMatchObject({ apFilePaths: ['https://resource/a.jpg'], compressLevel: 1 })
  })

  const webFile = (type: string, size = 4000) => ({
    path: `blob:${type}`,
    size,
    type,
    originalFileObj: new Blob([new Uint8Array(size)], { type }),
  })

  it.each(WEBS)("%s: anything but an image rejects with 'h5仅支持选择图片'", async (type) => {
    const { platform, host } = webPlatform(type)
    chooseImage.mockResolvedValueOnce({ tempFiles: [webFile('image/png'), webFile('application/pdf')] } as never)
    const error = await rejectionOf(platform.chooseImage({ count: 2 }))
    expect(error).toMatchObject({ key: MESSAGES.webImagesOnly, message: 'h5仅支持选择图片' })
    expect(host.compressImage).not.toHaveBeenCalled()
    chooseImage.mockResolvedValueOnce({ tempFiles: [{ path: 'blob:x', size: 1 }] } as never) // no type: not known to be an image
    await expect(platform.chooseImage()).rejects.toMatchObject({ key: MESSAGES.webImagesOnly })
  })

  it('web: images are compressed by the browser host (quality 0.5 in the 1080 x 1960 box)', async () => {
    const { platform, host } = webPlatform('H5')
    const photo = webFile('image/jpeg')
    chooseImage.mockResolvedValueOnce({ tempFiles: [photo] } as never)
    const [chosen] = await platform.chooseImage()
    expect(host.compressImage).toHaveBeenCalledWith(photo.originalFileObj)
    expect(chosen).toMatchObject({ path: 'blob:compressed', size: 1000, type: 'image/jpeg' })
    expect(chosen?.file).toBeInstanceOf(Blob)
    expect(WEB_IMAGE_QUALITY).toBe(0.5)
  })

  it('web: a GIF is not recompressed; a failed compression keeps the file; a cancel chooses nothing', async () => {
    const { platform, host } = webPlatform('WXH5')
    const gif = webFile('image/gif', 10)
    chooseImage.mockResolvedValueOnce({ tempFiles: [gif] } as never)
    await expect(platform.chooseImage()).resolves.toEqual([
      { path: gif.path, size: 10, type: 'image/gif', file: gif.originalFileObj },
    ])
    const png = webFile('image/png', 20)
    host.compressImage.mockRejectedValueOnce(new Error('no canvas'))
    chooseImage.mockResolvedValueOnce({ tempFiles: [png] } as never)
    await expect(platform.chooseImage()).resolves.toEqual([
      { path: png.path, size: 20, type: 'image/png', file: png.originalFileObj },
    ])
    chooseImage.mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' })
    await expect(platform.chooseImage()).resolves.toEqual([])
  })
})

describe('openMiniProgram', () => {
  it.each(MINIS)('%s: navigateToMiniProgram with the app id and path', async (target) => {
    await mini(target).openMiniProgram({ appId: 'wx123', path: 'pages/index', extraData: { from: 'tab' } })
    expect(navigateToMiniProgram).toHaveBeenCalledWith({ appId: 'wx123', path: 'pages/index', extraData: { from: 'tab' } })
  })

  it('mini: the user declining is no error; another failure is 跳转失败', async () => {
    navigateToMiniProgram.mockRejectedValueOnce({ errMsg: 'navigateToMiniProgram:fail cancel' })
    await expect(mini('weapp').openMiniProgram({ appId: 'wx1' })).resolves.toBeUndefined()
    navigateToMiniProgram.mockRejectedValueOnce({ errMsg: 'navigateToMiniProgram:fail invalid appid' })
    await expect(mini('weapp').openMiniProgram({ appId: 'wx1' })).rejects.toMatchObject({
      key: MESSAGES.openFailed,
      message: '跳转失败',
    })
  })

  it.each(WEBS)('%s: rejects with the mini-program key, never silently', async (type) => {
    await expect(webPlatform(type).platform.openMiniProgram({ appId: 'wx1' })).rejects.toMatchObject({
      key: 'platform.unsupported.openMiniProgram',
    })
    expect(navigateToMiniProgram).not.toHaveBeenCalled()
  })
})

describe('openCustomerServiceChat (company WeChat, issue 27)', () => {
  const chat = { corpId: 'ww1a2b3c', url: 'https://work.weixin.qq.com/kfid/kfc1' }

  it("weapp: WeChat's own chat with the corp id and the service address; declining is no error", async () => {
    await mini('weapp').openCustomerServiceChat(chat)
    expect(openCustomerServiceChat).toHaveBeenCalledWith({ extInfo: { url: chat.url }, corpId: chat.corpId })
    openCustomerServiceChat.mockRejectedValueOnce({ errMsg: 'openCustomerServiceChat:fail cancel' })
    await expect(mini('weapp').openCustomerServiceChat(chat)).resolves.toBeUndefined()
    openCustomerServiceChat.mockRejectedValueOnce({ errMsg: 'openCustomerServiceChat:fail invalid corpId' })
    await expect(mini('weapp').openCustomerServiceChat(chat)).rejects.toMatchObject({ key: MESSAGES.openFailed })
  })

  it.each([...(['alipay', 'tt', 'xhs'] as const)])('%s: not WeChat, so refused with the company-WeChat key', async (target) => {
    await expect(mini(target).openCustomerServiceChat(chat)).rejects.toMatchObject({
      key: 'platform.unsupported.companyWeChatService',
    })
    expect(openCustomerServiceChat).not.toHaveBeenCalled()
  })

  it.each(WEBS)('%s: refused on the web, never a silent no-op', async (type) => {
    await expect(webPlatform(type).platform.openCustomerServiceChat(chat)).rejects.toBeInstanceOf(UnsupportedError)
    expect(openCustomerServiceChat).not.toHaveBeenCalled()
  })
})

describe.each([...MINIS, ...WEBS])('%s: phone, clipboard and storage', (name) => {
  const platform = (): Platform =>
    name in MINI_FACTORIES ? mini(name as keyof typeof MINI_FACTORIES) : webPlatform(name as never).platform

  it('dials a number; no number rejects; the user dismissing the dialler is fine', async () => {
    await platform().makePhoneCall(' 4001234567 ')
    expect(makePhoneCall).toHaveBeenCalledWith({ phoneNumber: '4001234567' })
    await expect(platform().makePhoneCall('  ')).rejects.toMatchObject({ key: MESSAGES.phoneNoNumber })
    makePhoneCall.mockRejectedValueOnce({ errMsg: 'makePhoneCall:fail cancel' })
    await expect(platform().makePhoneCall('110')).resolves.toBeUndefined()
    makePhoneCall.mockRejectedValueOnce({ errMsg: 'makePhoneCall:fail' })
    await expect(platform().makePhoneCall('110')).rejects.toMatchObject({ key: MESSAGES.phoneCallFailed })
  })

  it("copies text; a failure is 'Copy failed'", async () => {
    await platform().setClipboard('ORDER-1')
    expect(setClipboardData).toHaveBeenCalledWith({ data: 'ORDER-1' })
    setClipboardData.mockRejectedValueOnce({ errMsg: 'setClipboardData:fail' })
    const error = await rejectionOf(platform().setClipboard('x'))
    expect(error).toMatchObject({ key: MESSAGES.copyFailed })
    expect((error as unknown as PlatformError).text(translator('en-US'))).toBe('Copy failed')
  })

  it('stores values; a missing key is undefined', () => {
    const { storage } = platform()
    expect(storage.get('k')).toBeUndefined()
    storage.set('k', { a: 1 })
    expect(storage.get('k')).toEqual({ a: 1 })
    storage.remove('k')
    expect(storage.get('k')).toBeUndefined()
  })
})

describe('applyUpdate (spec section 8: a newer version)', () => {
  it.each(MINIS)('%s: installs the downloaded version', async (target) => {
    await expect(mini(target).applyUpdate()).resolves.toBeUndefined()
    expect(taroMock.update.applied).toBe(1)
  })

  it.each([['none'], ['failed']] as const)(
    "mini-program with %s update: 'new version available, delete mini-program and reopen'",
    async (outcome) => {
      taroMock.update.outcome = outcome
      const failure = (await rejectionOf(mini('weapp').applyUpdate())) as unknown as PlatformError
      expect(failure).toBeInstanceOf(PlatformError)
      expect(failure.key).toBe(MESSAGES.updateFailed)
      expect(failure.text(translator('en-US'))).toBe('New version available, delete the mini-program and reopen it')
      expect(taroMock.update.applied).toBe(0)
    },
  )

  it('web: loads the page again', async () => {
    const { platform, host } = webPlatform('H5')
    await platform.applyUpdate()
    expect(host.reload).toHaveBeenCalledTimes(1)
  })
})
