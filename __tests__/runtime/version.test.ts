import type { DialogRequest } from '@/http'
import { PlatformError } from '@/platform'
import { checkVersion, type VersionCheckDeps } from '@/runtime/version'

function deps(updateType: string, { choices = ['confirm'], updates = [true] }: { choices?: string[]; updates?: boolean[] } = {}) {
  const dialogs: DialogRequest[] = []
  const answers = [...choices]
  const results = [...updates]
  const fake = {
    match: jest.fn(async () => ({
      updateType,
      latestVersion: null,
      minVersion: null,
      releaseNote: updateType === 'NONE' ? '' : 'Fixes.',
      downloadUrl: null,
    })),
    presenter: {
      dialog: jest.fn(async (request: DialogRequest) => {
        dialogs.push(request)
        return (answers.shift() ?? 'confirm') as 'confirm' | 'cancel'
      }),
    },
    platform: {
      platformType: 'MP_WEIXIN' as const,
      applyUpdate: jest.fn(async () => {
        if (!(results.shift() ?? true)) throw new PlatformError('platform.update.failed')
      }),
    },
    merchantId: '10001',
  } satisfies VersionCheckDeps
  return { fake, dialogs }
}

describe('checkVersion (version/match at launch)', () => {
  it('a build with disabledUpdate (spec section 3) asks nothing and prompts nothing', async () => {
    const { fake, dialogs } = deps('FORCE')
    await expect(checkVersion({ ...fake, disabled: true })).resolves.toBe('none')
    expect(fake.match).not.toHaveBeenCalled()
    expect(dialogs).toEqual([])
  })

  it('asks the gateway about this client and release', async () => {
    const { fake } = deps('NONE')
    await expect(checkVersion(fake)).resolves.toBe('none')
    expect(fake.match).toHaveBeenCalledWith({
      productCode: 'SHOWTIX',
      clientCode: 'MP_WEIXIN',
      versionNo: '1.0.0',
      merchantId: '10001',
    })
    expect(fake.presenter.dialog).not.toHaveBeenCalled()
  })

  it('WEAK: suggests an update the user may put off', async () => {
    const { fake, dialogs } = deps('WEAK', { choices: ['cancel'] })
    await expect(checkVersion(fake)).resolves.toBe('suggest')
    expect(dialogs.map((d) => d.mode)).toEqual(['update'])
    expect(dialogs[0]?.message).toEqual({ text: 'Fixes.' })
    expect(fake.platform.applyUpdate).not.toHaveBeenCalled()
  })

  it('WEAK, accepted: updates', async () => {
    const { fake } = deps('WEAK', { choices: ['confirm'] })
    await checkVersion(fake)
    expect(fake.platform.applyUpdate).toHaveBeenCalledTimes(1)
  })

  it('FORCE: the prompt comes back until the update goes through, saying why it failed', async () => {
    const { fake, dialogs } = deps('FORCE', { choices: ['confirm', 'confirm'], updates: [false, true] })
    await expect(checkVersion(fake)).resolves.toBe('block')
    expect(dialogs.map((d) => d.mode)).toEqual(['forceUpdate', 'forceUpdate'])
    expect(fake.platform.applyUpdate).toHaveBeenCalledTimes(2)
    expect(dialogs[1]?.message).toEqual({ text: '发现新版本，请删除小程序后重新打开' })
  })

  it('a failed check changes nothing', async () => {
    const { fake } = deps('FORCE')
    fake.match.mockRejectedValueOnce(new Error('HTTP 504'))
    await expect(checkVersion(fake)).resolves.toBe('none')
    expect(fake.presenter.dialog).not.toHaveBeenCalled()
  })
})
