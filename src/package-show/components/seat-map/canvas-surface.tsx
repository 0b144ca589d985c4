/**
 * The one place that knows how each platform hands out a 2D canvas (issue 8) and how its touches
 * arrive: it gives the engine a `Surface` and forwards pointers to an `InputSink`; nothing above
 * it branches on the platform. This file: mini-programs (Taro Canvas type 2d); H5 has
 * canvas-surface.h5.tsx beside it (Taro's per-platform file; the H5 build and jest take that one).
 */
import Taro from '@tarojs/taro'
import { Canvas, View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import type { Ctx2D, Layer } from './engine'
import type { CanvasSurfaceProps } from './surface-types'

export type { CanvasSurfaceProps, InputSink } from './surface-types'

export function CanvasSurface(props: CanvasSurfaceProps) {
  return <MiniCanvas {...props} />
}

// ------------------------------------------------------------------------------ mini-programs

interface MiniCanvasNode {
  width: number
  height: number
  getContext(type: '2d'): Ctx2D | null
  requestAnimationFrame(callback: () => void): number
}

interface MiniTouch {
  identifier: number
  x: number
  y: number
}

type OffscreenFactory = (options: { type: '2d'; width: number; height: number }) => {
  getContext(type: '2d'): Ctx2D | null
}

function miniLayer(width: number, height: number): Layer | null {
  const create = (Taro as unknown as { createOffscreenCanvas?: OffscreenFactory }).createOffscreenCanvas
  if (!create) return null
  try {
    const canvas = create({ type: '2d', width: Math.max(1, width), height: Math.max(1, height) })
    const ctx = canvas.getContext('2d')
    return ctx ? { canvas: canvas as unknown as CanvasImageSource, ctx } : null
  } catch {
    return null
  }
}

function MiniCanvas({ id, className, style, onSurface, input, label }: CanvasSurfaceProps) {
  const ready = useRef(onSurface)
  ready.current = onSurface

  useEffect(() => {
    let gone = false
    Taro.nextTick(() => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec((res: Array<{ node?: MiniCanvasNode | null; width?: number; height?: number } | null>) => {
          if (gone) return
          const found = res?.[0]
          const node = found?.node
          const width = Math.round(found?.width ?? 0)
          const height = Math.round(found?.height ?? 0)
          const ctx = node?.getContext('2d')
          if (!node || !ctx || width <= 0 || height <= 0) {
            ready.current(null)
            return
          }
          const info = Taro.getSystemInfoSync()
          const dpr = Math.min(3, info.pixelRatio || 1)
          node.width = Math.round(width * dpr)
          node.height = Math.round(height * dpr)
          ready.current({
            ctx,
            width,
            height,
            dpr,
            createLayer: miniLayer,
            requestFrame: (callback) => void node.requestAnimationFrame(callback),
            now: () => Date.now(),
          })
        })
    })
    return () => {
      gone = true
    }
  }, [id])

  const each = (event: { changedTouches?: MiniTouch[] }, call: (t: MiniTouch) => void) => {
    for (const touch of event.changedTouches ?? []) call(touch)
  }
  return (
    <View className={className} style={style}>
      <Canvas
        type='2d'
        id={id}
        className='seat-map__canvas'
        aria-label={label}
        disableScroll
        onTouchStart={(e) => each(e as never, (t) => input.current?.pointerDown(t.identifier, t.x, t.y))}
        onTouchMove={(e) => each(e as never, (t) => input.current?.pointerMove(t.identifier, t.x, t.y))}
        onTouchEnd={(e) => each(e as never, (t) => input.current?.pointerUp(t.identifier, t.x, t.y))}
        onTouchCancel={(e) => each(e as never, (t) => input.current?.pointerUp(t.identifier, t.x, t.y, true))}
      />
    </View>
  )
}
