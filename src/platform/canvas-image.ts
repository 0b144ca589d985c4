/**
 * A picture loaded for a canvas (the posters, the keepsake stub): the web's Image with anonymous
 * CORS (a picture served without it is left out rather than tainting the canvas), or a
 * mini-program Canvas 2D node's createImage. It resolves null when the picture cannot be loaded
 * or has not loaded within CANVAS_IMAGE_TIMEOUT_MS: the canvas is then drawn without it.
 */

/** Give up on a picture that has not loaded by then (the canvas is drawn without it). */
export const CANVAS_IMAGE_TIMEOUT_MS = 8000

/** A picture loaded for the canvas, with its size. */
export interface CanvasImage {
  readonly source: unknown
  readonly width: number
  readonly height: number
}

/** What both image kinds have: the web's HTMLImageElement and a Canvas 2D node's image. */
export interface ImageLike {
  onload: (() => void) | null
  onerror: (() => void) | null
  src: string
  width: number
  height: number
  crossOrigin?: string | null
}

/** The web's image, asked for with anonymous CORS. */
export function webCanvasImage(): ImageLike {
  const image = new Image()
  image.crossOrigin = 'anonymous'
  return image as unknown as ImageLike
}

/** Loads `url` into an image made by `create`; null when it fails, is empty or is too slow. */
export function loadCanvasImage(create: () => ImageLike, url: string): Promise<CanvasImage | null> {
  return new Promise((resolve) => {
    const image = create()
    const timer = setTimeout(() => resolve(null), CANVAS_IMAGE_TIMEOUT_MS)
    image.onload = () => {
      clearTimeout(timer)
      resolve(image.width > 0 && image.height > 0 ? { source: image, width: image.width, height: image.height } : null)
    }
    image.onerror = () => {
      clearTimeout(timer)
      resolve(null)
    }
    image.src = url
  })
}
