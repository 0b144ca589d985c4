export { SiteList } from './site-list'
export { SiteTicket } from './site-ticket'
