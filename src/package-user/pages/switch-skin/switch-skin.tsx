import { PageShell } from '@/components/page-shell'
import { AppearanceChoice } from '@/package-user/components/appearance'

/** Appearance: follow the system, dark or light (spec section 3, theme modes). */
export default function SwitchSkinPage() {
  return (
    <PageShell name='switchSkin'>
      <AppearanceChoice />
    </PageShell>
  )
}
