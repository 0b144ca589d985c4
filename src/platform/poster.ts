/**
 * A poster drawn on a canvas and saved as an image (issue 22, the share-* pages): the HTML canvas
 * on the web (off the page; the result is a PNG data URL), the Canvas 2D node of the page's
 * `<Canvas type='2d' id=...>` on mini-programs (the result is a temporary file). Both hand the
 * painter the same 2D context, so the drawing is written once (package-ticket poster kit).
 */
import Taro from '@tarojs/taro'
import { loadCanvasImage, webCanvasImage, type CanvasImage, type ImageLike } from './canvas-image'
import { isH5, platformType } from './env'
import { saveFileToAlbum } from './save-image'
import { downloadImage } from './save-image-web'

export { openAlbumSettings } from './save-image'

/** The part of the 2D context a poster uses (the web's and the mini-programs' Canvas 2D both have it). */
export interface PosterContext {
  fillStyle: unknown
  font: string
  textBaseline: string
  fillRect(x: number, y: number, width: number, height: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  drawImage(image: never, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void
  scale(x: number, y: number): void
}

/** A picture loaded for the canvas, with its size; null when it could not be loaded. */
export type PosterImage = CanvasImage

/** What a plan has before the canvas is sized: the words' widths and the pictures. */
export interface PosterTools {
  measure(text: string, font: string): number
  loadImage(url: string): Promise<PosterImage | null>
}

/** Mini-programs draw on a Canvas 2D element of the page (the web draws off the page). */
export const posterCanvasInPage = !isH5

/** Device pixels per poster unit: sharp on a phone, a saved file of sensible size. */
export const POSTER_SCALE = 2
interface CanvasNode {
  width: number
  height: number
  getContext(kind: '2d'): PosterContext
  createImage(): ImageLike
}

function canvasNode(canvasId: string): Promise<CanvasNode> {
  return new Promise((resolve, reject) => {
    Taro.createSelectorQuery()
      .select(`#${canvasId}`)
      .fields({ node: true, size: true })
      .exec((results: Array<{ node?: CanvasNode | null } | null>) => {
        const node = results?.[0]?.node
        if (node && typeof node.getContext === 'function') resolve(node)
        else reject(new Error('poster: no canvas'))
      })
  })
}

/** A poster's plan, made with the tools: its size, and how to paint it on the sized canvas. */
export interface PosterPlan {
  readonly width: number
  readonly height: number
  paint(context: PosterContext): void
}

/** A text's width in a CSS font, on `context`. */
function measurer(context: PosterContext) {
  return (text: string, font: string) => {
    context.font = font
    return context.measureText(text).width
  }
}

/**
 * Draws a poster: `plan` measures its words and loads its pictures, then answers the size and
 * the painter. The image comes back as a PNG data URL on the web, a temporary file path on
 * mini-programs (`canvasId`: the page's Canvas 2D element).
 */
export async function drawPoster(canvasId: string, plan: (tools: PosterTools) => Promise<PosterPlan>): Promise<string> {
  if (isH5) {
    const canvas = document.createElement('canvas')
    const context = canvas.getContext('2d') as unknown as PosterContext | null
    if (!context) throw new Error('poster: no 2d context')
    const poster = await plan({ measure: measurer(context), loadImage: (url) => loadCanvasImage(webCanvasImage, url) })
    canvas.width = poster.width * POSTER_SCALE
    canvas.height = poster.height * POSTER_SCALE
    context.scale(POSTER_SCALE, POSTER_SCALE)
    poster.paint(context)
    return canvas.toDataURL('image/png')
  }
  const node = await canvasNode(canvasId)
  const context = node.getContext('2d')
  const poster = await plan({ measure: measurer(context), loadImage: (url) => loadCanvasImage(() => node.createImage(), url) })
  node.width = poster.width * POSTER_SCALE
  node.height = poster.height * POSTER_SCALE
  context.scale(POSTER_SCALE, POSTER_SCALE)
  poster.paint(context)
  const result = await Taro.canvasToTempFilePath({ canvas: node, fileType: 'png' } as unknown as Taro.canvasToTempFilePath.Option)
  return result.tempFilePath
}

/** WeChat's own browser downloads nothing: there the user saves a poster by a long press. */
export const posterSavedByLongPress = (): boolean => isH5 && platformType() === 'WXH5'

/** How a save went: into the album (mini-programs), downloaded (web), left to a long press (WeChat's browser), or cancelled. */
export type SaveOutcome = 'saved' | 'downloaded' | 'longPress' | 'cancelled'

/** The album refused (the user said no to the permission, now or before): `denied`; anything else: `failed`. */
export class PosterSaveError extends Error {
  override readonly name = 'PosterSaveError'
  constructor(
    readonly reason: 'denied' | 'failed',
    readonly detail?: unknown,
  ) {
    super(`poster: save ${reason}`)
  }
}

/**
 * Saves the poster image `src`: into the photo album on mini-programs, as a downloaded PNG on the
 * web; WeChat's own browser downloads nothing, so there the user long-presses the image.
 */
export async function savePosterImage(src: string, fileName: string): Promise<SaveOutcome> {
  if (isH5) {
    if (posterSavedByLongPress()) return 'longPress'
    downloadImage(src, fileName)
    return 'downloaded'
  }
  let outcome: Awaited<ReturnType<typeof saveFileToAlbum>>
  try {
    outcome = await saveFileToAlbum(src)
  } catch (error) {
    throw new PosterSaveError('failed', error)
  }
  if (outcome === 'denied') throw new PosterSaveError('denied')
  return outcome
}
