/**
 * H5 aliases `lodash.kebabcase` to config/h5-stubs/kebab-case.js (config/index.ts): NutUI's
 * ConfigProvider names the theme's CSS variables with it, so it must answer as lodash does.
 */
import { nutuiTheme } from '@/domain/theme'

type KebabCase = (value: unknown) => string
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS modules without types */
const lodashKebabCase: KebabCase = require('lodash.kebabcase')
const kebabCase: KebabCase = require('../../config/h5-stubs/kebab-case.js')
/* eslint-enable @typescript-eslint/no-require-imports */

describe('the H5 stand-in for lodash.kebabcase', () => {
  it('names every NutUI theme variable the app sets as lodash does (light and dark, shop colours or not)', () => {
    const keys = [...Object.keys(nutuiTheme()), ...Object.keys(nutuiTheme({ shopMainColor: '#00A0A0' }, true))]
    expect(keys).toContain('nutuiColorPrimaryStop1')
    for (const key of keys) expect([key, kebabCase(key)]).toEqual([key, lodashKebabCase(key)])
    expect(kebabCase('nutuiColorPrimaryStop1')).toBe('nutui-color-primary-stop-1')
  })

  it('splits other ASCII names as lodash does', () => {
    for (const name of [
      'fooBar',
      'FooBar',
      'foo_bar',
      'foo bar',
      '--foo-bar--',
      'XMLHttpRequest',
      'fooBAR',
      'stop12px',
      'a1b2',
      'ABC',
      '',
      'x',
    ])
      expect([name, kebabCase(name)]).toEqual([name, lodashKebabCase(name)])
  })
})
