// The gateway's fault switch (server/README.md) from a test: switch a fault on for paths that
// contain `match`, and clear them all. `base` is the app's address (it forwards /dev/ to the gateway).

async function send(base, method, body) {
  const response = await fetch(`${base}/dev/faults`, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  })
  if (!response.ok) throw new Error(`${method} /dev/faults: HTTP ${response.status}`)
}

/** `{ match, kind: 'http' | 'delay' | 'code', status?, delayMs?, statusCode?, times? }` */
export const setFault = (base, fault) => send(base, 'POST', fault)

export const clearFaults = (base) => send(base, 'DELETE')
