/**
 * @jest-environment jsdom
 *
 * The mouse drags a slider on a desktop browser (issue 15), also when the slider's inner parts
 * are drawn after the listener was set up (Taro's H5 slider renders them after React's effects).
 */
import { followMouseDrag } from '@/platform/mouse-drag'

const mouse = (type: string, target: EventTarget, clientX: number) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, clientX }))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('followMouseDrag', () => {
  it('follows a drag that starts on an element drawn after the call, and stops when stopped', () => {
    const seen: string[] = []
    const stop = followMouseDrag('.track', {
      start: (x) => seen.push(`start ${x}`),
      move: (x) => seen.push(`move ${x}`),
      end: () => seen.push('end'),
    })
    const track = document.createElement('div')
    track.className = 'track'
    const inner = document.createElement('span')
    track.appendChild(inner)
    document.body.appendChild(track)

    mouse('mousedown', inner, 10)
    mouse('mousemove', document, 30)
    mouse('mouseup', document, 30)
    mouse('mousemove', document, 50) // after the release: not followed
    expect(seen).toEqual(['start 10', 'move 30', 'end'])

    stop()
    mouse('mousedown', inner, 10)
    expect(seen).toHaveLength(3)
  })

  it('ignores a press elsewhere', () => {
    const start = jest.fn()
    const stop = followMouseDrag('.track', { start, move: jest.fn(), end: jest.fn() })
    const other = document.createElement('div')
    document.body.appendChild(other)
    mouse('mousedown', other, 10)
    expect(start).not.toHaveBeenCalled()
    stop()
  })
})
