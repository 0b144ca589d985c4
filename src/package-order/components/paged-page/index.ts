export { usePagedPage } from '@/components/paged'
