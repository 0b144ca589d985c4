/**
 * The stub image's canvas on mini-programs (Taro Canvas type 2d, hidden off screen: a mini-program
 * canvas is a node of the page); H5 takes stub-canvas.h5.tsx beside it (Taro's per-platform file;
 * the H5 build and jest take that one).
 */
import Taro from '@tarojs/taro'
import { Canvas } from '@tarojs/components'
import { loadCanvasImage, type ImageLike } from '@/platform/canvas-image'
import type { StubCanvas, StubCtx } from './stub-canvas-types'

const CANVAS_ID = 'ticket-stub-canvas'

interface MiniCanvasNode {
  width: number
  height: number
  getContext(type: '2d'): StubCtx | null
  createImage(): ImageLike
}

/** The page's hidden canvas, rendered once by the stub list. */
export function StubCanvasHost() {
  return <Canvas type='2d' id={CANVAS_ID} className='ticket-stubs__canvas' />
}

export function stubCanvas(width: number, height: number): Promise<StubCanvas> {
  return new Promise((resolve, reject) => {
    Taro.createSelectorQuery()
      .select(`#${CANVAS_ID}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: MiniCanvasNode | null } | null>) => {
        const node = res?.[0]?.node
        const ctx = node?.getContext('2d')
        if (!node || !ctx) {
          reject(new Error('no canvas'))
          return
        }
        node.width = width
        node.height = height
        resolve({
          canvas: node,
          ctx,
          loadImage: (src) => loadCanvasImage(() => node.createImage(), src),
        })
      })
  })
}
