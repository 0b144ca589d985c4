// Accounts for e2e tests, made through the gateway's own API the way a person logs in: the image
// captcha (its answer from the dev route), the SMS code from the dev outbox.
const USER = '/cyy_gatewayapi/user/pub/v3'

/**
 * Node's fetch keeps connections alive; one the test server has since closed fails the next
 * request at once ("other side closed"), before the server sees it: that request is sent again.
 */
export async function send(url, init) {
  try {
    return await fetch(url, init)
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    return fetch(url, init)
  }
}

async function call(base, path, body) {
  const response = await send(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'terminal-src': 'H5' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = await response.json()
  if (envelope.statusCode !== 200) throw new Error(`${path}: ${envelope.comments}`)
  return envelope.data
}

/** Logs `cellphone` in (signing it up if new); resolves to `{ userId, accessToken, refreshToken }`. */
export async function loginByPhone(base, cellphone) {
  const { captchaId } = await call(base, `${USER}/captcha`, {})
  const { answer } = await call(base, `/dev/captcha/${captchaId}`)
  await call(base, `${USER}/send_verify_code`, { cellphone, countryCode: '86', captchaId, captchaCode: answer })
  const [sms] = await call(base, `/dev/outbox?recipient=${encodeURIComponent(`+86${cellphone}`)}`)
  const login = await call(base, `${USER}/login_or_register`, { cellphone, countryCode: '86', verifyCode: sms.code })
  return { userId: login.bizUserId, accessToken: login.accessToken, refreshToken: login.refreshToken }
}
