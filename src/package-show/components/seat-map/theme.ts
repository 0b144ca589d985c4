import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { resolveDark } from '@/domain/launch-query'
import { shopTheme } from '@/domain/shop-config'
import { DEFAULT_MAIN_COLOR } from '@/domain/theme'
import { systemPrefersDark } from '@/platform/appearance'
import { effectiveThemeModeAtom } from '@/state/preferences'
import { shopConfigAtom } from '@/state/shop'
import type { SeatMapTheme } from './engine'

/**
 * WCAG 1.4.11 (non-text contrast): a sold seat stands out from the map's background at 3:1 at
 * least, so sold seats read as seats, not as empty map.
 */
export const SEAT_CONTRAST_MIN = 3

/**
 * Canvas colours (the canvas cannot read CSS variables), matching the page's theme variables.
 * The legend's sold swatch (seat-map.scss, `--taken`) has the same colours.
 */
export function seatMapTheme(dark: boolean, brand: string): SeatMapTheme {
  return dark
    ? {
        background: '#1c1d21',
        stage: '#3a3b41',
        stageText: '#d0d0d0',
        taken: '#75777f',
        unavailable: '#2c2d31',
        noPlan: '#35363b',
        selected: '#f2f2f2',
        selectedRing: brand,
        label: '#f2f2f2',
        labelBackground: 'rgba(17, 18, 20, 0.72)',
      }
    : {
        background: '#ffffff',
        stage: '#e4e6ea',
        stageText: '#666666',
        taken: '#8a8d93',
        unavailable: '#ebedf0',
        noPlan: '#dcdee2',
        selected: '#1a1a1a',
        selectedRing: brand,
        label: '#1a1a1a',
        labelBackground: 'rgba(255, 255, 255, 0.78)',
      }
}

/** The page's dark flag and brand colour, as the page shell works them out. */
export function useSeatMapTheme(): { dark: boolean; theme: SeatMapTheme } {
  const mode = useAtomValue(effectiveThemeModeAtom)
  const [systemDark] = useState(systemPrefersDark)
  const dark = resolveDark(mode, systemDark)
  const shop = useAtomValue(shopConfigAtom)
  const brand = shopTheme(shop, dark).shopMainColor ?? DEFAULT_MAIN_COLOR
  return { dark, theme: useMemo(() => seatMapTheme(dark, brand), [dark, brand]) }
}
