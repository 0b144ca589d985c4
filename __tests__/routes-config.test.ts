import { PAGE_NAMES, PAGES } from '@/routes'
import { pageConfig } from '@/routes-config'
import zhCN from '@/i18n/locales/zh-CN.json'

describe('pageConfig(): a page platform config from the route table', () => {
  it('titles a page with its zh-CN title before the app runs', () => {
    expect(pageConfig('pickSeat').navigationBarTitleText).toBe('选座')
    expect(pageConfig('siteCode').navigationBarTitleText).toBe('现场码')
    expect(pageConfig('homeList').navigationBarTitleText).toBe('首页')
  })

  it('gives every page its zh-CN title', () => {
    const titles: Record<string, string> = zhCN.title
    for (const name of PAGE_NAMES) expect([name, pageConfig(name).navigationBarTitleText]).toEqual([name, titles[name]])
  })

  it('disables swipe-back and scroll on the ticket holder', () => {
    expect(pageConfig('ticketHolder')).toMatchObject({ disableSwipeBack: true, disableScroll: true })
  })

  it('uses the default navigation bar on wxauth and reserve detail, the custom one elsewhere', () => {
    expect(pageConfig('wxauth').navigationStyle).toBe('default')
    expect(pageConfig('reserveDetail').navigationStyle).toBe('default')
    expect(pageConfig('reserveDetail').navigationBarTitleText).toBe('预约')
    const custom = PAGE_NAMES.filter((name) => name !== 'wxauth' && name !== 'reserveDetail')
    for (const name of custom) expect([name, pageConfig(name).navigationStyle]).toEqual([name, 'custom'])
  })

  it('turns pull-down refresh on for the spec pages only', () => {
    for (const name of ['orders', 'ticketBindAudience', 'parkingRecord', 'myRights'] as const) {
      expect([name, pageConfig(name).enablePullDownRefresh]).toEqual([name, true])
    }
    for (const name of ['shopDetail', 'goodsConfirm', 'goodsCartConfirm', 'showDetail', 'mine'] as const) {
      expect([name, pageConfig(name).enablePullDownRefresh ?? false]).toEqual([name, false])
    }
  })

  it('writes only the flags that are on (every platform defaults them to off)', () => {
    expect(pageConfig('venue')).toEqual({ navigationBarTitleText: '场馆详情', navigationStyle: 'custom' })
    for (const name of PAGE_NAMES) {
      const config = pageConfig(name)
      expect([name, config.disableScroll ?? false]).toEqual([name, PAGES[name].scrollDisabled ?? false])
      expect([name, config.disableSwipeBack ?? false]).toEqual([name, PAGES[name].swipeBackDisabled ?? false])
      expect([name, config.enablePullDownRefresh ?? false]).toEqual([name, PAGES[name].pullToRefresh ?? false])
      for (const value of Object.values(config)) expect([name, value]).not.toEqual([name, false])
    }
  })
})
