/** The stub image's canvas on H5: a canvas element of its own (stub-canvas.tsx for mini-programs). */
import type * as Mini from './stub-canvas'
import { loadCanvasImage, webCanvasImage } from '@/platform/canvas-image'
import type { StubCanvas, StubCtx } from './stub-canvas-types'

/** The web draws on a canvas element of its own: nothing in the page. */
export function StubCanvasHost(): ReturnType<typeof Mini.StubCanvasHost> | null {
  return null
}

export const stubCanvas: typeof Mini.stubCanvas = async (width, height): Promise<StubCanvas> => {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no canvas')
  return {
    canvas,
    ctx: ctx as unknown as StubCtx,
    loadImage: (src) => loadCanvasImage(webCanvasImage, src),
  }
}
