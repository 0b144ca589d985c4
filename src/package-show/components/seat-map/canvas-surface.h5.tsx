/**
 * The one place that knows how each platform hands out a 2D canvas (issue 8) and how its touches
 * arrive: it gives the engine a `Surface` and forwards pointers to an `InputSink`; nothing above
 * it branches on the platform. This file: H5 (a canvas element and pointer events); the
 * mini-programs take canvas-surface.tsx beside it.
 */
import { useEffect, useRef } from 'react'
import type { Layer, Surface } from './engine'
import type * as Mini from './canvas-surface'
import type { CanvasSurfaceProps } from './surface-types'

export type { CanvasSurfaceProps, InputSink } from './surface-types'

export const CanvasSurface: typeof Mini.CanvasSurface = (props: CanvasSurfaceProps) => <WebCanvas {...props} />

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
