import { maskEmail, maskIdNumber, maskPhone } from '@/domain/masking'

describe('masking personal data for display', () => {
  it('hides the middle four digits of a phone number of 7 or more digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
    expect(maskPhone('6612345')).toBe('661****2345')
  })

  it('shows a shorter number as it is, and nothing for none', () => {
    expect(maskPhone('661234')).toBe('661234')
    expect(maskPhone(null)).toBe('')
    expect(maskPhone(undefined)).toBe('')
  })

  it('keeps the first and last character of an e-mail name, at most five stars between', () => {
    expect(maskEmail('demo@showtix.test')).toBe('d**o@showtix.test')
    expect(maskEmail('averyveryverylongname@x.io')).toBe('a*****e@x.io')
  })

  it('keeps only the first character of a name of two, and leaves what is not an address', () => {
    expect(maskEmail('ab@x.io')).toBe('a*@x.io')
    expect(maskEmail('@x.io')).toBe('@x.io')
    expect(maskEmail('')).toBe('')
    expect(maskEmail(null)).toBe('')
  })
})

describe('masking an ID number on a ticket', () => {
  it('keeps the first 3 and last 4 characters of a long number', () => {
    expect(maskIdNumber('110101199001011234')).toBe('110***********1234')
    expect(maskIdNumber('E12345678')).toBe('E12**5678')
  })

  it('keeps only the ends of a short one, and leaves a number the gateway already masked', () => {
    expect(maskIdNumber('1234567')).toBe('1*****7')
    expect(maskIdNumber('12')).toBe('**')
    expect(maskIdNumber('110101********1234')).toBe('110101********1234')
    expect(maskIdNumber(null)).toBe('')
  })
})
