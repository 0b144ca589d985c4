import type { CanvasImage } from '@/platform/canvas-image'

/** A 2D canvas to draw the stub image on, as each platform hands one out (stub-canvas.tsx, stub-canvas.h5.tsx). */
export interface StubCtx {
  fillStyle: string | CanvasGradient | CanvasPattern
  strokeStyle: string | CanvasGradient | CanvasPattern
  font: string
  lineWidth: number
  textAlign: CanvasTextAlign
  textBaseline: CanvasTextBaseline
  fillRect(x: number, y: number, w: number, h: number): void
  strokeRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  drawImage(image: unknown, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void
  beginPath(): void
  arc(x: number, y: number, r: number, start: number, end: number): void
  stroke(): void
  save(): void
  restore(): void
  translate(x: number, y: number): void
  rotate(angle: number): void
}

export interface StubCanvas {
  /** The canvas itself, for the platform's save (platform.saveCanvasImage). */
  readonly canvas: unknown
  readonly ctx: StubCtx
  /** An image for drawImage with its size, or null when it could not load in time (or would taint the canvas). */
  loadImage(src: string): Promise<CanvasImage | null>
}
