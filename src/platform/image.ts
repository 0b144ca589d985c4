/** Image sizing and the web's canvas compression (spec section 5). */
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, UNCOMPRESSED_MIME, WEB_IMAGE_QUALITY } from './constants'

export interface Size {
  readonly width: number
  readonly height: number
}

export const IMAGE_BOX: Size = { width: IMAGE_MAX_WIDTH, height: IMAGE_MAX_HEIGHT }

/**
 * `size` scaled down to fit in the compression box, aspect ratio kept, never enlarged, in whole
 * pixels; undefined when the size is unknown (no way to scale without stretching).
 */
export function fitWithin(size: Size, box: Size = IMAGE_BOX): Size | undefined {
  if (!(size.width > 0 && size.height > 0)) return undefined
  const scale = Math.min(1, box.width / size.width, box.height / size.height)
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) }
}

/** Whether the web compresses this file (an animated GIF would lose its frames). */
export function compressible(type: string): boolean {
  return !UNCOMPRESSED_MIME.test(type)
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('image: cannot decode'))
    image.src = url
  })
}

/**
 * The browser's compression: drawn on a canvas no larger than the box, encoded as JPEG at
 * WEB_IMAGE_QUALITY. The original is kept when the result would not be smaller.
 */
export async function compressInBrowser(file: Blob, quality: number = WEB_IMAGE_QUALITY): Promise<Blob> {
  const url = URL.createObjectURL(file)
  try {
    const image = await loadImage(url)
    const fitted = fitWithin({ width: image.naturalWidth, height: image.naturalHeight })
    if (!fitted) return file
    const { width, height } = fitted
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) return file
    context.drawImage(image, 0, 0, width, height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
    return blob && blob.size < file.size ? blob : file
  } finally {
    URL.revokeObjectURL(url)
  }
}
