// Stands in for the `platform` package (a 40 KB user-agent parser) that Taro H5's getDeviceInfo /
// getSystemInfo import for four facts: the device's maker (`manufacturer`), model (`product`) and
// operating system (`os.family`, `os.toString()`). The app reads them once, as risk-control device
// facts (src/platform/device.ts); this reads them from the user agent with a few patterns.
const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent || ''

function os() {
  let match
  if ((match = /\b(iPhone|iPad|iPod)\b.*? OS (\d+(?:[_.]\d+)*)/.exec(ua)))
    return { family: 'iOS', version: match[2].replace(/_/g, '.') }
  if ((match = /\b(?:OpenHarmony|HarmonyOS)[ /]?(\d+(?:\.\d+)*)?/.exec(ua)))
    return { family: 'HarmonyOS', version: match[1] || '' }
  if ((match = /\bAndroid[ /]?(\d+(?:\.\d+)*)?/.exec(ua))) return { family: 'Android', version: match[1] || '' }
  if ((match = /\bWindows NT (\d+\.\d+)/.exec(ua))) return { family: 'Windows', version: match[1] === '10.0' ? '10' : match[1] }
  if ((match = /\bMac OS X (\d+(?:[_.]\d+)*)/.exec(ua))) return { family: 'OS X', version: match[1].replace(/_/g, '.') }
  if (/\bCrOS\b/.test(ua)) return { family: 'Chrome OS', version: '' }
  if (/\bLinux\b/.test(ua)) return { family: 'Linux', version: '' }
  return null
}

function product() {
  const apple = /\b(iPhone|iPad|iPod)\b/.exec(ua)
  if (apple) return apple[1]
  const android = /\bAndroid[^;)]*;\s*(?:[a-z]{2}[-_][a-z]{2};\s*)?([^;)]+?)(?:\s+Build\/[^;)]*)?[;)]/i.exec(ua)
  const model = android && android[1].trim()
  return model && model !== 'K' && !/^wv$/i.test(model) ? model : null
}

const system = os()
const platform = {
  name: null,
  version: null,
  manufacturer: /\b(iPhone|iPad|iPod|Macintosh)\b/.test(ua) ? 'Apple' : /\bHUAWEI\b/i.test(ua) ? 'Huawei' : null,
  product: product(),
  os: system && {
    family: system.family,
    version: system.version || null,
    architecture: /\b(?:WOW64|Win64|x86_64|aarch64|arm64)\b/i.test(ua) ? 64 : 32,
    toString: () => `${system.family}${system.version ? ` ${system.version}` : ''}`,
  },
  ua,
  description: ua,
  parse: () => platform,
  toString: () => ua,
}

export default platform
