import { PageShell } from '@/components/page-shell'
import { SendRule } from '@/package-send-ticket/components/send-rule'

/** The transfer rules (spec s2 send-rule, login; D8). */
export default function SendRulePage() {
  return (
    <PageShell name='sendRule'>
      <SendRule />
    </PageShell>
  )
}
