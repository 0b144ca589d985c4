/** The web's save of a drawn canvas (save-image.ts for mini-programs): a PNG file downloaded. */
import type { SaveImageOptions, SaveImageOutcome } from './types'

/** Downloads an image (a data URL or an address) as the file `fileName`. */
export function downloadImage(url: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
}

export async function downloadCanvasPng(canvas: unknown, options: SaveImageOptions): Promise<SaveImageOutcome> {
  downloadImage((canvas as HTMLCanvasElement).toDataURL('image/png'), options.fileName)
  return 'saved'
}
