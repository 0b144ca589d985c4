/**
 * Saving a drawn canvas as an image (issue 20, D6: the keepsake stub): on mini-programs the canvas
 * becomes a temporary file (canvasToTempFilePath) saved to the photo album
 * (saveImageToPhotosAlbum); a refused album permission is explained, with a way to the settings,
 * and the save tried again once allowed. The web downloads a PNG (save-image-web.ts, loaded lazily).
 */
import Taro from '@tarojs/taro'
import { isAuthDenied, isCancel } from './call'
import type { SaveImageOptions, SaveImageOutcome } from './types'

/**
 * The album's authorisation in getSetting / openSetting's authSetting, by mini-program: WeChat's
 * name (Xiaohongshu follows it), Douyin's `scope.album`, Alipay's bare `album`.
 */
export const ALBUM_SCOPES = {
  weapp: 'scope.writePhotosAlbum',
  xhs: 'scope.writePhotosAlbum',
  tt: 'scope.album',
  alipay: 'album',
} as const

type MiniTarget = keyof typeof ALBUM_SCOPES

/** The album scope of the mini-program this build is for (WeChat's name elsewhere). */
export function albumScope(target: string | undefined = process.env.TARO_ENV): string {
  return target && target in ALBUM_SCOPES ? ALBUM_SCOPES[target as MiniTarget] : ALBUM_SCOPES.weapp
}

/**
 * Saves an image file into the photo album: 'saved', 'cancelled' by the user, or 'denied' when
 * the album permission is refused (now or before); anything else throws. The poster pages and the
 * keepsake stub both save through it.
 */
export async function saveFileToAlbum(filePath: string): Promise<SaveImageOutcome> {
  try {
    await Taro.saveImageToPhotosAlbum({ filePath })
    return 'saved'
  } catch (error) {
    if (isCancel(error)) return 'cancelled'
    if (isAuthDenied(error)) return 'denied'
    throw error
  }
}

/** The mini-program's settings page; true when the album permission is on when the user comes back. */
export async function openAlbumSettings(): Promise<boolean> {
  const after = await Taro.openSetting().catch(() => undefined)
  return (after?.authSetting as Record<string, boolean | undefined> | undefined)?.[albumScope()] === true
}

export async function saveCanvasToAlbum(canvas: unknown, options: SaveImageOptions): Promise<SaveImageOutcome> {
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas, fileType: 'png' } as never)
  const first = await saveFileToAlbum(tempFilePath)
  if (first !== 'denied') return first
  const { title, reason, openSettings, cancel } = options.permission
  const modal = await Taro.showModal({ title, content: reason, confirmText: openSettings, cancelText: cancel }).catch(
    () => undefined,
  )
  if (!modal?.confirm || !(await openAlbumSettings())) return 'denied'
  const again = await saveFileToAlbum(tempFilePath)
  return again === 'cancelled' ? 'cancelled' : again
}
