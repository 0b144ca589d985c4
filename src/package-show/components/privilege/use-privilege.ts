import { useAtom, useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { exchangePrivilegeCode } from '@/api/show'
import { privilegeTokenFor, withPrivilegeToken, withoutPrivilegeToken } from '@/domain/privilege'
import { isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { openLogin } from '@/navigation/navigate'
import { privilegeTokensAtom } from '@/state/privilege'
import { userIdAtom } from '@/state/session'
import '@/i18n/locales/privilege'

/** The gateway's refusal in its words (why the code was refused), else ours. */
export function refusalOf(error: unknown, fallback: string): string {
  return isHttpError(error) && error.kind === 'business' && error.comments ? error.comments : fallback
}

/**
 * The privilege page's code step (D39): the privilege open with a token held for it, else the
 * code form; a code in the link (`privilegeCode`) is exchanged once on arrival. A token is kept per
 * privilegeId (state/privilege) and sent by the request layer as `privilege-token`. The page
 * opens without login (an invitation link); exchanging the code asks an anonymous visitor to log in.
 */
export function usePrivilegeAccess(showId: string, privilegeId: string | undefined, privilegeCode: string | undefined) {
  const t = useT()
  const [tokens, setTokens] = useAtom(privilegeTokensAtom)
  const [opened, setOpened] = useState<{ readonly privilegeId: string; readonly showId: string } | undefined>(() =>
    showId && privilegeId && privilegeTokenFor(tokens, privilegeId, Date.now()) ? { privilegeId, showId } : undefined,
  )
  const [code, setCode] = useState(privilegeCode ?? '')
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const tried = useRef(false)
  const loggedIn = useAtomValue(userIdAtom) !== null

  const exchange = async (typed: string) => {
    if (busy || !typed.trim()) return
    // The code is exchanged for the buyer: an anonymous visitor logs in first and comes back to it.
    if (!loggedIn) {
      void openLogin()
      return
    }
    setBusy(true)
    setMessage(null)
    try {
      const answer = await exchangePrivilegeCode(typed.trim())
      setTokens((held) =>
        withPrivilegeToken(held, answer.privilegeId, { token: answer.token, expiresAt: answer.expiresAt }, Date.now()),
      )
      setOpened({ privilegeId: answer.privilegeId, showId: answer.showId })
    } catch (error) {
      setMessage(refusalOf(error, t('privilege.failed')))
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    if (tried.current || opened || !privilegeCode) return
    tried.current = true
    void exchange(privilegeCode)
    // Once, on arrival with a code in the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  /** The gateway refused the token (expired): back to the code form, saying so. */
  const expire = () => {
    if (opened) setTokens((held) => withoutPrivilegeToken(held, opened.privilegeId))
    setOpened(undefined)
    setMessage(t('privilege.expired'))
  }

  return {
    opened,
    code,
    type: (typed: string) => {
      setCode(typed)
      setMessage(null)
    },
    message,
    busy,
    submit: () => void exchange(code),
    expire,
  }
}
