import type { App } from '../../app'
import addressRoutes from './addresses'
import audienceRoutes from './audiences'
import emailRoutes from './email'
import emailBindingRoutes from './email-binding'
import membershipRoutes from './membership'
import oauthRoutes from './oauth'
import platformLoginRoutes from './platform-login'
import profileRoutes from './profile'
import studentRoutes from './student'
import uploadRoutes from './uploads'

/**
 * Accounts: e-mail sign-in, Google / Apple (sandbox in dev mode), profile, member level,
 * reference lists, attendees, addresses and account cancellation. Phone login, refresh, logout
 * and GET profile are in routes/auth.ts.
 */
export default async function accountsRoutes(app: App): Promise<void> {
  await emailRoutes(app)
  await emailBindingRoutes(app)
  await oauthRoutes(app)
  await platformLoginRoutes(app)
  await profileRoutes(app)
  await membershipRoutes(app)
  await studentRoutes(app)
  await audienceRoutes(app)
  await addressRoutes(app)
  await uploadRoutes(app)
}
