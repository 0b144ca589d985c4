/**
 * What the seat map's canvas surface takes and gives, on every platform (canvas-surface.tsx on
 * mini-programs, canvas-surface.h5.tsx on H5).
 */
import type { CSSProperties } from 'react'
import type { Surface } from './engine'

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
