/**
 * The invoice rules both tiers apply (contract/src/rules/invoice.ts): the apply form checks them
 * before sending, the gateway refuses the same, and the states as the buyer sees them (D14).
 */
import { invoicedCents, invoiceProblems, invoiceStateOf, type InvoiceDraft } from '@showtix/contract/rules'

const draft = (change: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
  type: 'VAT_E_ORDINARY',
  titleType: 'INDIVIDUAL_OR_INSTITUTION',
  title: '周先生',
  taxpayerId: '',
  bankName: '',
  bankAccount: '',
  address: '',
  phone: '',
  email: '',
  ...change,
})

describe('invoiceProblems', () => {
  it('a personal e-invoice needs only its title', () => {
    expect(invoiceProblems(draft(), false)).toEqual({})
    expect(invoiceProblems(draft({ title: '   ' }), false)).toEqual({ title: 'required' })
  })

  it('a title of 100 characters passes, 101 is too long', () => {
    expect(invoiceProblems(draft({ title: 'x'.repeat(100) }), false)).toEqual({})
    expect(invoiceProblems(draft({ title: 'x'.repeat(101) }), false)).toEqual({ title: 'tooLong' })
  })

  it('a company title needs a taxpayer id of 15 to 20 letters and digits (lower case accepted as upper)', () => {
    const company = (taxpayerId: string) => invoiceProblems(draft({ titleType: 'ENTERPRISE', taxpayerId }), false)
    expect(company('')).toEqual({ taxpayerId: 'required' })
    expect(company('1'.repeat(14))).toEqual({ taxpayerId: 'invalid' })
    expect(company('1'.repeat(15))).toEqual({})
    expect(company('91310000mA1k2x3y4z')).toEqual({})
    expect(company('1'.repeat(20))).toEqual({})
    expect(company('1'.repeat(21))).toEqual({ taxpayerId: 'invalid' })
    expect(company('91310000-A1K2X3Y4')).toEqual({ taxpayerId: 'invalid' })
  })

  it('a paper invoice needs an address unless the order has one', () => {
    expect(invoiceProblems(draft({ type: 'VAT_E_ORDINARY_PAPER' }), false)).toEqual({ address: 'required' })
    expect(invoiceProblems(draft({ type: 'VAT_E_ORDINARY_PAPER' }), true)).toEqual({})
    expect(invoiceProblems(draft({ type: 'VAT_E_ORDINARY_PAPER', address: '澳門新馬路 1 號' }), false)).toEqual({})
  })

  it('bank account, phone and email keep their patterns', () => {
    expect(invoiceProblems(draft({ bankAccount: '6222 0210-01' }), false)).toEqual({})
    expect(invoiceProblems(draft({ bankAccount: '6222a' }), false)).toEqual({ bankAccount: 'invalid' })
    expect(invoiceProblems(draft({ phone: '+853 2888-0000' }), false)).toEqual({})
    expect(invoiceProblems(draft({ phone: '2888#1' }), false)).toEqual({ phone: 'invalid' })
    expect(invoiceProblems(draft({ email: 'a@example.com' }), false)).toEqual({})
    expect(invoiceProblems(draft({ email: 'a@example' }), false)).toEqual({ email: 'invalid' })
  })
})

describe('invoicedCents (spec s5)', () => {
  it('the tickets less their discounts, never below nothing', () => {
    expect(invoicedCents(76_000, 5_000)).toBe(71_000)
    expect(invoicedCents(1_000, 1_500)).toBe(0)
  })
})

describe('invoiceStateOf (D14)', () => {
  it('SUCCESS is issued; CANCELLED and cancel are cancelled; REJECTED; anything else applying', () => {
    expect(invoiceStateOf('SUCCESS')).toBe('issued')
    expect(invoiceStateOf('CANCELLED')).toBe('cancelled')
    expect(invoiceStateOf('cancel')).toBe('cancelled')
    expect(invoiceStateOf('REJECTED')).toBe('rejected')
    expect(invoiceStateOf('APPLYING')).toBe('applying')
  })
})
