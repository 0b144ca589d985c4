/**
 * Any page opened with `?lang=` and `?theme=` shows in that language and mode (spec section 2;
 * src/components/page-shell/use-launch-query.ts), here the priority purchase page, whose code form
 * needs no data, so its words show the language.
 */
import { waitFor, within } from '@testing-library/dom'
import { openApp, waitForPage } from './helpers'

let root: HTMLElement

beforeAll(async () => {
  await openApp('package-show/pages/privilege/privilege?lang=en-US&theme=dark')
  root = await waitForPage('privilege')
})

describe('a page opened with ?lang=en-US&theme=dark', () => {
  it('is in English', async () => {
    await waitFor(() =>
      expect(root.querySelector('.privilege__hint')?.textContent).toContain('Designated prices are for invited buyers'),
    )
    expect(root.textContent).not.toContain('优先购码')
    expect(within(root).getByText('Open my invitation')).toBeTruthy()
  })

  it('has its English title in the navigation bar and the browser tab', async () => {
    await waitFor(() => expect(root.querySelector('.nav-bar__title')?.textContent).toBe('Priority purchase'))
    expect(within(root).getByRole('button', { name: 'Home' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Priority purchase'))
  })

  it('is dark: theme-dark on the page root, with the dark colours', async () => {
    await waitFor(() => expect(root.classList.contains('theme-dark')).toBe(true))
    expect(root.classList.contains('theme-light')).toBe(false)
    expect(root.style.getPropertyValue('--color-bg')).toBe('#111214')
  })
})
