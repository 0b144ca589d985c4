/**
 * The one place that knows how each platform hands out a 2D canvas (issue 8: Taro Canvas type 2d
 * on mini-programs, a canvas element on H5) and how its touches arrive. It gives the engine a
 * `Surface` and forwards pointers to an `InputSink`; nothing above it branches on the platform.
 */
import Taro from '@tarojs/taro'
import { Canvas, View } from '@tarojs/components'
import { useEffect, useRef, type CSSProperties } from 'react'
import { isH5 } from '@/platform/env'
import type { Ctx2D, Layer, Surface } from './engine'

export interface InputSink {
  pointerDown(id: number, x: number, y: number): void
  pointerMove(id: number, x: number, y: number): void
  pointerUp(id: number, x: number, y: number, cancelled?: boolean): void
  wheel(deltaY: number, x: number, y: number): void
}

export interface CanvasSurfaceProps {
  readonly id: string
  readonly className?: string
  readonly style?: CSSProperties
  /** A surface once the canvas is ready, or null when this platform cannot give one. */
  readonly onSurface: (surface: Surface | null, canvas?: unknown) => void
  /** Where input goes (read on each event, so the sink may change). */
  readonly input: { readonly current: InputSink | null }
  readonly label: string
}

export function CanvasSurface(props: CanvasSurfaceProps) {
  return isH5 ? <WebCanvas {...props} /> : <MiniCanvas {...props} />
}

// ------------------------------------------------------------------------------ H5

function webLayer(width: number, height: number): Layer | null {
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, width)
  canvas.height = Math.max(1, height)
  const ctx = canvas.getContext('2d')
  return ctx ? { canvas, ctx } : null
}

function WebCanvas({ id, className, style, onSurface, input, label }: CanvasSurfaceProps) {
  const box = useRef<HTMLDivElement | null>(null)
  const ref = useRef<HTMLCanvasElement | null>(null)
  const ready = useRef(onSurface)
  ready.current = onSurface

  useEffect(() => {
    const canvas = ref.current
    const holder = box.current
    if (!canvas || !holder) return undefined
    const rect = holder.getBoundingClientRect()
    const width = Math.max(1, Math.round(rect.width))
    const height = Math.max(1, Math.round(rect.height))
    const dpr = Math.min(3, window.devicePixelRatio || 1)
    canvas.width = Math.round(width * dpr)
    canvas.height = Math.round(height * dpr)
    canvas.style.width = `${width}px`
    canvas.style.height = `${height}px`
    const ctx = canvas.getContext('2d')
    if (!ctx) {
      ready.current(null)
      return undefined
    }
    const surface: Surface = {
      ctx,
      width,
      height,
      dpr,
      createLayer: webLayer,
      requestFrame: (callback) => void window.requestAnimationFrame(callback),
      now: () => performance.now(),
    }
    const at = (event: PointerEvent | WheelEvent): [number, number] => {
      const r = canvas.getBoundingClientRect()
      return [event.clientX - r.left, event.clientY - r.top]
    }
    const down = (event: PointerEvent) => {
      canvas.setPointerCapture?.(event.pointerId)
      input.current?.pointerDown(event.pointerId, ...at(event))
    }
    const move = (event: PointerEvent) => input.current?.pointerMove(event.pointerId, ...at(event))
    const up = (event: PointerEvent) => input.current?.pointerUp(event.pointerId, ...at(event))
    const cancel = (event: PointerEvent) => input.current?.pointerUp(event.pointerId, ...at(event), true)
    const wheel = (event: WheelEvent) => {
      event.preventDefault()
      input.current?.wheel(event.deltaY, ...at(event))
    }
    canvas.addEventListener('pointerdown', down)
    canvas.addEventListener('pointermove', move)
    canvas.addEventListener('pointerup', up)
    canvas.addEventListener('pointercancel', cancel)
    canvas.addEventListener('wheel', wheel, { passive: false })
    ready.current(surface, canvas)
    return () => {
      canvas.removeEventListener('pointerdown', down)
      canvas.removeEventListener('pointermove', move)
      canvas.removeEventListener('pointerup', up)
      canvas.removeEventListener('pointercancel', cancel)
      canvas.removeEventListener('wheel', wheel)
    }
  }, [input])

  return (
    <div ref={box} className={className} style={style}>
      <canvas
        ref={ref}
        id={id}
        className='seat-map__canvas'
        role='img'
        aria-label={label}
        style={{ touchAction: 'none', display: 'block' }}
      />
    </div>
  )
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
