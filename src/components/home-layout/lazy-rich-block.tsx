import { lazyComponent } from '@/components/lazy'

/**
 * A layout's rich text, its code (the sanitiser, 15 KB) loaded when a layout has one: topics do,
 * the home layouts do not, so it stays out of the home's first load (issue 16's 225 KB).
 */
export const LazyRichBlock = lazyComponent(() => import('./rich-block').then((module) => module.RichBlock))
