/**
 * Pictures for a canvas (the posters and the keepsake stub): loaded with their size, or null, so
 * the canvas is drawn without one that fails, is empty, or never arrives.
 */
import { CANVAS_IMAGE_TIMEOUT_MS, loadCanvasImage, type ImageLike } from '@/platform/canvas-image'

function fakeImage(): ImageLike & { loaded(width: number, height: number): void; failed(): void } {
  const image = {
    onload: null as (() => void) | null,
    onerror: null as (() => void) | null,
    src: '',
    width: 0,
    height: 0,
    loaded(width: number, height: number) {
      image.width = width
      image.height = height
      image.onload?.()
    },
    failed() {
      image.onerror?.()
    },
  }
  return image
}

afterEach(() => jest.useRealTimers())

it('answers the picture with its size once it loads', async () => {
  const image = fakeImage()
  const loading = loadCanvasImage(() => image, 'https://cdn.test/poster.png')
  expect(image.src).toBe('https://cdn.test/poster.png')
  image.loaded(600, 800)
  await expect(loading).resolves.toEqual({ source: image, width: 600, height: 800 })
})

it('answers null for a picture that fails or is empty', async () => {
  const failing = fakeImage()
  const failed = loadCanvasImage(() => failing, 'https://cdn.test/missing.png')
  failing.failed()
  await expect(failed).resolves.toBeNull()
  const empty = fakeImage()
  const nothing = loadCanvasImage(() => empty, 'https://cdn.test/empty.png')
  empty.loaded(0, 0)
  await expect(nothing).resolves.toBeNull()
})

it(`gives up on a picture that has not loaded within ${CANVAS_IMAGE_TIMEOUT_MS} ms`, async () => {
  jest.useFakeTimers()
  const slow = loadCanvasImage(() => fakeImage(), 'https://cdn.test/slow.png')
  let settled: unknown = 'pending'
  void slow.then((value) => (settled = value))
  await jest.advanceTimersByTimeAsync(CANVAS_IMAGE_TIMEOUT_MS - 1)
  expect(settled).toBe('pending')
  await jest.advanceTimersByTimeAsync(1)
  expect(settled).toBeNull()
})
