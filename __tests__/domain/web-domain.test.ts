import { domainOrigin, webLinkOrigin } from '@/domain/web-domain'

describe('merchantDomainWeb (Environment, spec s3)', () => {
  it("links for the web start with the shop's own domain, written with or without its scheme", () => {
    expect(webLinkOrigin('tickets.shop.example', 'https://h5.showtix.example')).toBe('https://tickets.shop.example')
    expect(webLinkOrigin('https://tickets.shop.example/', undefined)).toBe('https://tickets.shop.example')
    expect(domainOrigin('http://localhost:10086')).toBe('http://localhost:10086')
  })

  it("without one, the page's own origin (H5), else none (a mini-program's path)", () => {
    expect(webLinkOrigin('', 'https://h5.showtix.example')).toBe('https://h5.showtix.example')
    expect(webLinkOrigin(undefined, undefined)).toBeUndefined()
  })

  it('a value that is not a host is not used', () => {
    expect(domainOrigin('shop.example/path?x=1')).toBeUndefined()
    expect(domainOrigin('javascript:alert(1)')).toBeUndefined()
    expect(webLinkOrigin('not a host', 'https://h5.showtix.example')).toBe('https://h5.showtix.example')
  })
})
