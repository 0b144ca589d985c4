/** The paged list's pieces, now shared (src/components/paged-list): the venue pages' import stays. */
export { MoreFooter, usePaged, type MoreFooterProps, type PagedState } from '@/components/paged-list'
