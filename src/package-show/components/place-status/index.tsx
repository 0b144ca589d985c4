// The paged list and its footer live in the kit now (src/components/paged): the shop uses them too.
export { MoreFooter, usePaged, type MoreFooterProps, type PagedState } from '@/components/paged'
