/**
 * Spec section 5 (student certification only on plain web; D28): the provider's page opens in this
 * window where the capability is there, and nothing is left for where it is not (the capability's
 * own message).
 */
import { platform } from '@/platform'
import { openCertification } from '@/platform/certification'
import { UnsupportedError } from '@/platform/errors'

describe('openCertification', () => {
  afterEach(() => jest.restoreAllMocks())

  it('leaves for the provider in the same window where certification is offered', async () => {
    jest.spyOn(platform, 'ensure').mockResolvedValue(undefined)
    const redirect = jest.fn()
    await openCertification('http://gateway.test/sandbox/SC1', { redirect })
    expect(redirect).toHaveBeenCalledWith('http://gateway.test/sandbox/SC1')
  })

  it('refuses with the capability’s message elsewhere, without leaving', async () => {
    jest.spyOn(platform, 'ensure').mockRejectedValue(new UnsupportedError('studentCertification'))
    const redirect = jest.fn()
    await expect(openCertification('http://gateway.test/sandbox/SC1', { redirect })).rejects.toMatchObject({
      key: 'platform.unsupported.studentCertification',
    })
    expect(redirect).not.toHaveBeenCalled()
  })
})
