// The paged list's hook and footer are shared: src/components/paged.
export { MoreFooter, usePaged, type MoreFooterProps, type PagedState } from '@/components/paged'
