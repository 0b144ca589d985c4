import { useEffect, useState, type ComponentType } from 'react'
import type { RichBlockProps } from './rich-block'

let Loaded: ComponentType<RichBlockProps> | undefined
let loading: Promise<ComponentType<RichBlockProps>> | undefined

function loadRichBlock(): Promise<ComponentType<RichBlockProps>> {
  loading ??= import('./rich-block').then(
    (module) => (Loaded = module.RichBlock),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * A layout's rich text, its code (the sanitiser, 15 KB) loaded when a layout has one: topics do,
 * the home layouts do not, so it stays out of the home's first load (issue 16's 225 KB).
 */
export function LazyRichBlock({ html }: RichBlockProps) {
  const [Block, setBlock] = useState(() => Loaded)
  useEffect(() => {
    if (Block) return undefined
    let live = true
    loadRichBlock().then(
      (loaded) => live && setBlock(() => loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [Block])
  return Block ? <Block html={html} /> : null
}
