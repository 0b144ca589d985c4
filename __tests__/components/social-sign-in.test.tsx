/**
 * Issue 15 item 11: the "Development: sandbox accounts" line shows on the login screen only when
 * the gateway says its providers go through the dev sandbox (dev mode); a gateway without dev mode
 * says they do not (server/test/security-dev.test.ts), and then the line is absent.
 */
import { screen, waitFor } from '@testing-library/react'
import * as oauth from '@/api/oauth'
import { SocialSignIn } from '@/package-user/components/social-sign-in'
import { renderWithState } from './render'

jest.mock('@/api/oauth', () => ({ ...jest.requireActual('@/api/oauth'), fetchSignInProviders: jest.fn() }))
const api = oauth as jest.Mocked<typeof oauth>

const provider = (sandbox: boolean): oauth.ProviderInfo =>
  ({
    provider: 'GOOGLE',
    enabled: true,
    sandbox,
    clientId: sandbox ? null : 'client-1',
    ...(sandbox ? { sandboxUrl: '/dev/oauth/authorize?provider=google' } : {}),
  }) as oauth.ProviderInfo

describe('SocialSignIn', () => {
  it('shows no sandbox line when the gateway is not in dev mode', async () => {
    api.fetchSignInProviders.mockResolvedValue([provider(false)])
    const { container } = renderWithState(<SocialSignIn />)
    await waitFor(() => expect(container.querySelector('.social-sign-in__button--google')).not.toBeNull())
    expect(container.querySelector('.social-sign-in__sandbox')).toBeNull()
    expect(screen.queryByText('开发环境：使用沙盒账号')).toBeNull()
  })

  it('shows it when the providers go through the dev sandbox', async () => {
    api.fetchSignInProviders.mockResolvedValue([provider(true)])
    const { container } = renderWithState(<SocialSignIn />)
    await waitFor(() => expect(container.querySelector('.social-sign-in__sandbox')).not.toBeNull())
  })
})
