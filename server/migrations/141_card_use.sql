-- Using a privilege card on a ticket order (issue 24, D38; services/trade/card-use.ts): the
-- redemptions already given back to the card by a cancel, a close or refunds, so that refund
-- shares add up once. See docs/decisions/membership.md.
ALTER TABLE orders ADD COLUMN card_returned INTEGER NOT NULL DEFAULT 0;
