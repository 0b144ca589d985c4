import { NETWORK_TIMEOUT } from './platform/constants'
import { PACKAGES, PAGE_NAMES, PAGES, PRELOAD, TAB_PAGES, pageFile, pagePath, type PackageKey } from './routes'

/** Everything here derives from the route table (src/routes.ts). */
const mainPages = PAGE_NAMES.filter((name) => PAGES[name].pkg === 'main')
// The first page is the launch page: the home list tab.
mainPages.sort((a, b) => Number(b === 'homeList') - Number(a === 'homeList'))

const subPackageKeys = (Object.keys(PACKAGES) as PackageKey[]).filter((key) => key !== 'main')

export default defineAppConfig({
  pages: mainPages.map(pagePath),
  subPackages: subPackageKeys.map((key) => ({
    root: PACKAGES[key],
    pages: PAGE_NAMES.filter((name) => PAGES[name].pkg === key).map(pageFile),
  })),
  preloadRule: Object.fromEntries(
    Object.entries(PRELOAD).map(([name, packages]) => [
      pagePath(name as keyof typeof PAGES),
      { network: 'all', packages: (packages ?? []).map((key) => PACKAGES[key]) },
    ]),
  ),
  tabBar: {
    // The visible bar is our own (components/tab-bar), drawn from shop configuration.
    custom: true,
    color: '#999999',
    selectedColor: '#FB5200',
    backgroundColor: '#ffffff',
    list: TAB_PAGES.map((name) => ({ pagePath: pagePath(name), text: name })),
  },
  window: {
    navigationStyle: 'custom',
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
  },
  permission: {
    'scope.userLocation': { desc: 'To show more accurate location and show information' },
  },
  requiredPrivateInfos: ['getLocation'],
  lazyCodeLoading: 'requiredComponents',
  // s9: request 30 s, socket 60 s, upload 60 s, download 30 s.
  networkTimeout: { ...NETWORK_TIMEOUT },
  animation: false,
})
