/**
 * Saving a drawn canvas as an image (issue 20, D6: the keepsake stub): on mini-programs the canvas
 * becomes a temporary file (canvasToTempFilePath) saved to the photo album
 * (saveImageToPhotosAlbum); a refused album permission is explained, with a way to the settings,
 * and the save tried again once allowed. The web downloads a PNG (save-image-web.ts, loaded lazily).
 */
import Taro from '@tarojs/taro'
import { isAuthDenied, isCancel } from './call'
import type { SaveImageOptions, SaveImageOutcome } from './types'

/** The album's authorisation in getSetting / openSetting. */
export const ALBUM_SCOPE = 'scope.writePhotosAlbum'

export async function saveCanvasToAlbum(canvas: unknown, options: SaveImageOptions): Promise<SaveImageOutcome> {
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas, fileType: 'png' } as never)
  const save = () => Taro.saveImageToPhotosAlbum({ filePath: tempFilePath })
  try {
    await save()
    return 'saved'
  } catch (error) {
    if (isCancel(error)) return 'cancelled'
    if (!isAuthDenied(error)) throw error
  }
  const { title, reason, openSettings, cancel } = options.permission
  const modal = await Taro.showModal({ title, content: reason, confirmText: openSettings, cancelText: cancel }).catch(
    () => undefined,
  )
  if (!modal?.confirm) return 'denied'
  const after = await Taro.openSetting().catch(() => undefined)
  if ((after?.authSetting as Record<string, boolean | undefined> | undefined)?.[ALBUM_SCOPE] !== true) return 'denied'
  await save()
  return 'saved'
}
