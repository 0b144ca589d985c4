/** The web's save of a drawn canvas (save-image.ts for mini-programs): a PNG file downloaded. */
import type { SaveImageOptions, SaveImageOutcome } from './types'

export async function downloadCanvasPng(canvas: unknown, options: SaveImageOptions): Promise<SaveImageOutcome> {
  const url = (canvas as HTMLCanvasElement).toDataURL('image/png')
  const link = document.createElement('a')
  link.href = url
  link.download = options.fileName
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  return 'saved'
}
