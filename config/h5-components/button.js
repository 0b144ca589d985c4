// H5 Button (config/h5-components): a `div` with the button role, for NutUI's Button and ours.
//
// Taro's web-component button (taro-button-core) brought the whole Stencil runtime and component
// library into the first load (about 29 KB gzip) for the buttons of the shell and the home page;
// Taro's HTML button carries WeUI's classes, whose rules fight NutUI's look (fill, sibling margins).
// This one renders what NutUI styles (its `nut-button` classes on a plain element) and keeps what a
// button must do: the `button` role, focus and Enter/Space activation for the keyboard, and no click
// while disabled or loading (`aria-disabled`). Mini-program props (openType, formType, hover*) mean
// nothing on H5 and are dropped.
import { createElement, forwardRef, useCallback } from 'react'
import View from './view.js'

const ACTIVATING_KEYS = new Set(['Enter', ' '])

export const Button = forwardRef(function Button(props, ref) {
  const {
    disabled = false,
    loading = false,
    onClick,
    onKeyDown,
    children,
    // Taro's mini-program and WeUI props, meaningless here:
    type: _type,
    size: _size,
    plain: _plain,
    formType: _formType,
    openType: _openType,
    hoverClass: _hoverClass,
    hoverStartTime: _hoverStartTime,
    hoverStayTime: _hoverStayTime,
    ...rest
  } = props
  const inactive = Boolean(disabled || loading)
  const click = useCallback(
    (event) => {
      if (inactive) {
        event.stopPropagation()
        return
      }
      onClick?.(event)
    },
    [inactive, onClick],
  )
  const keyDown = useCallback(
    (event) => {
      onKeyDown?.(event)
      if (event.defaultPrevented || !ACTIVATING_KEYS.has(event.key)) return
      event.preventDefault()
      event.currentTarget.click()
    },
    [onKeyDown],
  )
  return createElement(
    View,
    {
      ...rest,
      ref,
      role: 'button',
      tabIndex: inactive ? -1 : 0,
      'aria-disabled': inactive ? 'true' : undefined,
      onClick: click,
      onKeyDown: keyDown,
    },
    children,
  )
})
