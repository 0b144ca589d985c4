export { TicketStubList } from './stub-list'
export { TicketStubPrint } from './stub-print'
