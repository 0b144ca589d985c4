/**
 * Student verification (issue 24, D28): middle-verify asks for the result at once and every 3 s,
 * five times in all, then says it is still verifying (and asks no more); a verified answer shows
 * until when and Continue goes back where the buyer came from. student-verify on a platform
 * without certification (mini-programs) offers no button but says to use a browser.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import * as student from '@/api/student'
import * as navigation from '@/navigation/navigate'
import { platform } from '@/platform'
import * as certification from '@/platform/certification'
import { StudentVerify } from '@/package-user/components/student-verify'
import { MiddleVerify } from '@/package-user/components/student-verify/middle-verify'
import { renderWithState } from './render'

jest.mock('@/api/student', () => ({
  ...jest.requireActual('@/api/student'),
  fetchStudentCertification: jest.fn(),
  fetchStudentStatus: jest.fn(),
  createStudentCertification: jest.fn(),
}))
jest.mock('@/platform/certification', () => ({ openCertification: jest.fn().mockResolvedValue(undefined) }))
jest.mock('@/navigation/navigate', () => ({
  ...jest.requireActual('@/navigation/navigate'),
  openPage: jest.fn().mockResolvedValue(true),
  navigate: jest.fn().mockResolvedValue(true),
  goHome: jest.fn().mockResolvedValue(undefined),
}))
const api = student as jest.Mocked<typeof student>
const nav = navigation as jest.Mocked<typeof navigation>

/** Lets the timers and the answers they start run (a poll, then its state). */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms)
    await Promise.resolve()
    await Promise.resolve()
  })
}

describe('MiddleVerify', () => {
  beforeEach(() => {
    jest.clearAllMocks()
    jest.useFakeTimers()
  })
  afterEach(() => jest.useRealTimers())

  it('polls at once and every 3 s, five times, then says it is still verifying', async () => {
    api.fetchStudentCertification.mockResolvedValue({ certificationId: 'SC1', status: 'PENDING', expireAt: null })
    renderWithState(<MiddleVerify certificationId='SC1' />, { locale: 'en-US' })
    await advance(0)
    expect(api.fetchStudentCertification).toHaveBeenCalledTimes(1)
    await advance(2999)
    expect(api.fetchStudentCertification).toHaveBeenCalledTimes(1)
    for (let n = 2; n <= 5; n += 1) {
      await advance(3000)
      expect(api.fetchStudentCertification).toHaveBeenCalledTimes(n)
    }
    expect(await screen.findByText('Still verifying')).toBeTruthy()
    await advance(30_000)
    expect(api.fetchStudentCertification).toHaveBeenCalledTimes(5)
  })

  it('shows the expiry once verified, and Continue goes back where the buyer came from', async () => {
    const expireAt = Date.UTC(2027, 10, 27, 4)
    api.fetchStudentCertification
      .mockResolvedValueOnce({ certificationId: 'SC1', status: 'PENDING', expireAt: null })
      .mockResolvedValue({ certificationId: 'SC1', status: 'VERIFIED', expireAt })
    const back = { name: 'confirmOrder' as const, params: { showId: 'SH1036', qty: '1' } }
    renderWithState(<MiddleVerify certificationId='SC1' back={back} />, { locale: 'en-US' })
    await advance(0)
    await advance(3000)
    expect(await screen.findByText('You are now a verified student')).toBeTruthy()
    expect(screen.getByText('Valid until 2027-11-27')).toBeTruthy()
    fireEvent.click(screen.getByText('Continue'))
    expect(nav.openPage).toHaveBeenCalledWith('confirmOrder', back.params, { replace: true })
  })
})

describe('StudentVerify', () => {
  beforeEach(() => jest.clearAllMocks())

  it('on a platform without certification, says to open a browser instead of offering Verify', async () => {
    api.fetchStudentStatus.mockResolvedValue({ verified: false, expireAt: null })
    const supports = jest.spyOn(platform, 'supports').mockReturnValue(false)
    renderWithState(<StudentVerify />, { locale: 'en-US' })
    expect(await screen.findByText('Not verified yet')).toBeTruthy()
    expect(screen.getByText(/please open this page in a browser/)).toBeTruthy()
    expect(screen.queryByText('Verify with CHSI')).toBeNull()
    supports.mockRestore()
  })

  it('starts a certification and leaves for the provider in the same window', async () => {
    api.fetchStudentStatus.mockResolvedValue({ verified: false, expireAt: null })
    api.createStudentCertification.mockResolvedValue({ certificationId: 'SC1', url: 'http://gateway.test/sandbox/SC1' })
    const supports = jest.spyOn(platform, 'supports').mockReturnValue(true)
    const open = certification.openCertification as jest.Mock
    renderWithState(<StudentVerify />, { locale: 'en-US' })
    fireEvent.click(await screen.findByText('Verify with CHSI'))
    await act(async () => {
      await Promise.resolve()
    })
    expect(api.createStudentCertification).toHaveBeenCalledWith('CHSI', expect.stringMatching(/middle-verify/))
    expect(open).toHaveBeenCalledWith('http://gateway.test/sandbox/SC1')
    supports.mockRestore()
  })
})
