/**
 * @jest-environment jsdom
 */
/**
 * Saving the keepsake stub as an image (D6): on mini-programs the canvas becomes a file saved to
 * the album; a refused album permission is explained with a way to the settings, and saved once
 * allowed; the web downloads a PNG.
 */
import Taro from '@tarojs/taro'
import { openSetting, showModal, taroMock } from '../__mocks__/tarojs-taro'
import { ALBUM_SCOPES, albumScope, saveCanvasToAlbum } from '@/platform/save-image'
import { downloadCanvasPng } from '@/platform/save-image-web'

const OPTIONS = {
  fileName: 'stub-T1.png',
  permission: { title: 'Allow', reason: 'To save the stub', openSettings: 'Open settings', cancel: 'Not now' },
}
const canvasToTempFilePath = jest.fn(async () => ({ tempFilePath: 'wxfile://tmp/stub.png' }))
const saveImageToPhotosAlbum = jest.fn(async (_options: { filePath: string }) => ({ errMsg: 'saveImageToPhotosAlbum:ok' }))
Object.assign(Taro, { canvasToTempFilePath, saveImageToPhotosAlbum })

afterEach(() => {
  taroMock.reset()
  canvasToTempFilePath.mockClear()
  saveImageToPhotosAlbum.mockReset()
  saveImageToPhotosAlbum.mockImplementation(async () => ({ errMsg: 'saveImageToPhotosAlbum:ok' }))
})

const denied = { errMsg: 'saveImageToPhotosAlbum:fail auth deny' }

describe('saveCanvasToAlbum (mini-programs)', () => {
  it('saves the canvas as a file in the album', async () => {
    const canvas = { id: 'node' }
    await expect(saveCanvasToAlbum(canvas, OPTIONS)).resolves.toBe('saved')
    expect(canvasToTempFilePath.mock.calls[0]).toEqual([expect.objectContaining({ canvas })])
    expect(saveImageToPhotosAlbum).toHaveBeenCalledWith({ filePath: 'wxfile://tmp/stub.png' })
    expect(showModal).not.toHaveBeenCalled()
  })

  it('explains a refused permission, opens the settings, and saves once it is allowed', async () => {
    saveImageToPhotosAlbum.mockRejectedValueOnce(denied)
    openSetting.mockResolvedValueOnce({ authSetting: { [ALBUM_SCOPES.weapp]: true }, errMsg: 'openSetting:ok' })
    await expect(saveCanvasToAlbum({}, OPTIONS)).resolves.toBe('saved')
    expect(showModal.mock.calls[0]?.[0]).toMatchObject({
      title: 'Allow',
      content: 'To save the stub',
      confirmText: 'Open settings',
    })
    expect(saveImageToPhotosAlbum).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['tt', 'scope.album'],
    ['alipay', 'album'],
    ['xhs', 'scope.writePhotosAlbum'],
  ])('on %s the permission is read under its own name (%s) when the user comes back from the settings', async (target, name) => {
    const env = process.env.TARO_ENV
    ;(process.env as Record<string, string | undefined>).TARO_ENV = target
    try {
      expect(albumScope()).toBe(name)
      saveImageToPhotosAlbum.mockRejectedValueOnce(denied)
      // WeChat's name alone does not count there: the save is not tried again.
      openSetting.mockResolvedValueOnce({
        authSetting: { [ALBUM_SCOPES.weapp === name ? 'other' : ALBUM_SCOPES.weapp]: true },
        errMsg: 'openSetting:ok',
      })
      await expect(saveCanvasToAlbum({}, OPTIONS)).resolves.toBe('denied')
      saveImageToPhotosAlbum.mockRejectedValueOnce(denied)
      openSetting.mockResolvedValueOnce({ authSetting: { [name]: true }, errMsg: 'openSetting:ok' })
      await expect(saveCanvasToAlbum({}, OPTIONS)).resolves.toBe('saved')
    } finally {
      ;(process.env as Record<string, string | undefined>).TARO_ENV = env
    }
  })

  it('is denied when the user does not go to the settings, or leaves the permission off', async () => {
    saveImageToPhotosAlbum.mockRejectedValue(denied)
    showModal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    await expect(saveCanvasToAlbum({}, OPTIONS)).resolves.toBe('denied')
    expect(openSetting).not.toHaveBeenCalled()
    await expect(saveCanvasToAlbum({}, OPTIONS)).resolves.toBe('denied')
    expect(openSetting).toHaveBeenCalledTimes(1)
  })

  it('a cancel is no error; another failure rejects', async () => {
    saveImageToPhotosAlbum.mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail cancel' })
    await expect(saveCanvasToAlbum({}, OPTIONS)).resolves.toBe('cancelled')
    saveImageToPhotosAlbum.mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail file not found' })
    await expect(saveCanvasToAlbum({}, OPTIONS)).rejects.toEqual({ errMsg: 'saveImageToPhotosAlbum:fail file not found' })
  })
})

describe('downloadCanvasPng (web)', () => {
  it('downloads the canvas as a PNG under the file name', async () => {
    const clicked: Array<{ href: string; download: string }> = []
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download })
    })
    const canvas = { toDataURL: jest.fn(() => 'data:image/png;base64,AAAA') }
    await expect(downloadCanvasPng(canvas, OPTIONS)).resolves.toBe('saved')
    expect(canvas.toDataURL).toHaveBeenCalledWith('image/png')
    expect(clicked).toEqual([{ href: 'data:image/png;base64,AAAA', download: 'stub-T1.png' }])
    expect(document.querySelectorAll('a[download]')).toHaveLength(0)
    click.mockRestore()
  })
})
