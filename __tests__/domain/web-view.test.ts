import { TRUSTED_WEB_DOMAINS, allowedWebUrl, parseWebUrl, type WebViewPolicy } from '@/domain/web-view'

const POLICY: WebViewPolicy = {
  gatewayHost: 'https://api.showtix.cn',
  shopUrls: ['https://qiyukf.partner.net/client?k=1', 'http://insecure.partner.net/x', null, 'not a url'],
  trustedDomains: ['weixin.qq.com', 'example.com'],
}
const allowed = (url: string, policy: WebViewPolicy = POLICY) => allowedWebUrl(url, policy)

describe('parseWebUrl', () => {
  it('reads the scheme and host of http(s) addresses', () => {
    expect(parseWebUrl('HTTPS://Example.COM:8443/a?b#c')).toEqual({ scheme: 'https', host: 'example.com:8443' })
    expect(parseWebUrl('http://localhost')).toEqual({ scheme: 'http', host: 'localhost' })
  })

  it('refuses other schemes, credentials, odd hosts and relative paths', () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.com',
      '//example.com',
      '/content/1',
      'https://',
      'https://a@b.com',
      'https://exa mple.com',
      'https://ex_ample.com',
      '',
      undefined,
      null,
    ]) {
      expect(parseWebUrl(url as string)).toBeUndefined()
    }
  })
})

describe('allowedWebUrl', () => {
  it("opens the gateway's own pages, on its scheme", () => {
    expect(allowed('https://api.showtix.cn/sandbox/pay?id=1')).toBe('https://api.showtix.cn/sandbox/pay?id=1')
    expect(allowed('http://api.showtix.cn/x')).toBeUndefined()
  })

  it("opens the page's own origin when the gateway is served from it (gatewayHost ''), http included", () => {
    const local: WebViewPolicy = { gatewayHost: '', pageOrigin: 'http://localhost:10086', trustedDomains: [] }
    expect(allowed('http://localhost:10086/sandbox', local)).toBe('http://localhost:10086/sandbox')
    expect(allowed('http://localhost:9999/sandbox', local)).toBeUndefined()
    expect(allowed('http://localhost:10086/x', { ...local, gatewayHost: 'https://api.showtix.cn' })).toBeUndefined()
  })

  it("opens https hosts the shop's configuration names, not its http ones", () => {
    expect(allowed('https://qiyukf.partner.net/other')).toBe('https://qiyukf.partner.net/other')
    expect(allowed('https://insecure.partner.net/x')).toBeUndefined()
    expect(allowed('https://partner.net/')).toBeUndefined()
  })

  it('opens trusted domains and their subdomains over https only', () => {
    expect(allowed('https://example.com/campaign')).toBe('https://example.com/campaign')
    expect(allowed('https://work.weixin.qq.com/kfid/1')).toBe('https://work.weixin.qq.com/kfid/1')
    expect(allowed('http://example.com/campaign')).toBeUndefined()
  })

  it('refuses look-alike hosts', () => {
    expect(allowed('https://evilexample.com/')).toBeUndefined()
    expect(allowed('https://example.com.evil.net/')).toBeUndefined()
    expect(allowed('https://example.com@evil.net/')).toBeUndefined()
    expect(allowed('https://api.showtix.cn.evil.net/')).toBeUndefined()
  })

  it('refuses anything that is not an http(s) address', () => {
    expect(allowed('javascript:alert(document.cookie)')).toBeUndefined()
    expect(allowed('data:text/html,<script>1</script>')).toBeUndefined()
    expect(allowed('')).toBeUndefined()
  })

  it('uses the built-in trusted domains when the policy names none', () => {
    expect(TRUSTED_WEB_DOMAINS).toContain('weixin.qq.com')
    expect(allowedWebUrl('https://work.weixin.qq.com/k', { gatewayHost: '' })).toBe('https://work.weixin.qq.com/k')
  })
})
