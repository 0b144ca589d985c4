/**
 * A mouse drag on the web: mini-programs and Taro's H5 components answer touch only, so a
 * desktop browser's mouse would not move a slider (issue 15). On H5 this listens for the mouse on
 * the element a selector finds; elsewhere it does nothing (there is no mouse).
 */
import { isH5 } from './env'

export interface DragHandlers {
  /** The pointer's x (client coordinates) when the drag starts, and the element's width. */
  readonly start: (clientX: number, width: number) => void
  readonly move: (clientX: number) => void
  readonly end: () => void
}

/** Follows mouse drags that start on the first element matching `selector`; returns the way to stop. */
export function followMouseDrag(selector: string, handlers: DragHandlers): () => void {
  if (!isH5 || typeof document === 'undefined') return () => undefined
  const element = document.querySelector<HTMLElement>(selector)
  if (!element) return () => undefined
  const move = (event: MouseEvent) => {
    event.preventDefault()
    handlers.move(event.clientX)
  }
  const up = () => {
    release()
    handlers.end()
  }
  const release = () => {
    document.removeEventListener('mousemove', move)
    document.removeEventListener('mouseup', up)
  }
  const down = (event: MouseEvent) => {
    if (event.button !== 0) return
    event.preventDefault()
    handlers.start(event.clientX, element.getBoundingClientRect().width)
    document.addEventListener('mousemove', move)
    document.addEventListener('mouseup', up)
  }
  element.addEventListener('mousedown', down)
  return () => {
    element.removeEventListener('mousedown', down)
    release()
  }
}
