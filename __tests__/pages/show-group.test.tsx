/**
 * Spec section 2: show ids containing SG open group show detail. Opening show detail with such an
 * id (as `/content/SG...` does) forwards to group show detail (src/navigation/resolve.ts,
 * src/components/not-yet/index.tsx: the show detail page forwards while it is not built).
 */
import { currentPageRoot, openApp, pageParams, waitForPage } from './helpers'

describe('show detail with a show group id', () => {
  it('ends on group show detail, with the same show id', async () => {
    await openApp('content/SG2024?from=share')
    const root = await waitForPage('groupShowDetail')
    expect(pageParams(root)).toMatchObject({ showId: 'SG2024', from: 'share' })
    expect(root.querySelector('.nav-bar__title')?.textContent).toBe('演出详情')
    // The group page itself (built: it asks the gateway for the group), not a placeholder.
    expect(root.querySelector('.status-view')).not.toBeNull()
    expect(root.textContent).not.toContain('该页面暂未开放')
    // Its own web path, without Taro's internal parameters.
    expect(window.location.hash).toBe('#/group-show/SG2024?from=share')
    // Replaced, not pushed: show detail is gone.
    expect(document.querySelectorAll(".page-root[data-page='showDetail']")).toHaveLength(0)
    expect(currentPageRoot()).toBe(root)
  })
})
