/** Custom buttons (issue 22, D10): how many the ticket detail shows before "More" (custom-button-list shows all). */
export const CUSTOM_BUTTONS_ON_TICKET = 3
