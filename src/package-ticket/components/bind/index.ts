export { BindTicket } from './bind-ticket'
export { BindInvitation } from './invitation'
