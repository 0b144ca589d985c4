import type { App } from '../../app'
import { SWEEP_INTERVAL_MS } from '../../services/trade/common'
import { sweep } from '../../services/trade/sweep'
import couponRoutes from './coupons'
import customButtonRoutes from './custom-buttons'
import designatedRoutes from './designated'
import expressRoutes from './express'
import goodsReturnRoutes from './goods-returns'
import invoiceRoutes from './invoices'
import memberCardRoutes from './member-cards'
import orderRoutes from './orders'
import paymentRoutes from './payments'
import privilegeCardRoutes from './privilege-cards'
import promotionRoutes from './promotions'
import shopRoutes from './shop'
import rebookRoutes from './rebook'
import siteTicketRoutes from './site-tickets'
import ticketStubRoutes from './ticket-stubs'
import addPurchaseRoutes from './add-purchase'
import refundRoutes from './refunds'
import ticketRoutes from './tickets'
import transferRoutes from './transfers'

/**
 * Trade: orders (holds that never oversell), the sandbox payment provider, tickets, user
 * coupons and invoices; and the sweep that closes unpaid orders past their deadline.
 */
export default async function tradeRoutes(app: App): Promise<void> {
  await orderRoutes(app)
  await paymentRoutes(app)
  await ticketRoutes(app)
  await couponRoutes(app)
  await invoiceRoutes(app)
  await promotionRoutes(app)
  await shopRoutes(app)
  await refundRoutes(app)
  await rebookRoutes(app)
  await privilegeCardRoutes(app)
  await memberCardRoutes(app)
  await designatedRoutes(app)
  await transferRoutes(app)
  await customButtonRoutes(app)
  await expressRoutes(app)
  await goodsReturnRoutes(app)
  await siteTicketRoutes(app)
  await ticketStubRoutes(app)
  await addPurchaseRoutes(app)

  let closing = false
  const timer = setInterval(() => {
    if (closing) return
    sweep(app.storage).catch((error: unknown) => app.log.error(error))
  }, SWEEP_INTERVAL_MS)
  timer.unref()
  app.addHook('preClose', async () => {
    closing = true
    clearInterval(timer)
  })
}
