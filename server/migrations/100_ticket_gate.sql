-- The rotating entry code (issue 20, D4): a ticket's device secret is derived from the gateway's
-- signing key, the ticket id and this generation; raising the generation revokes every secret
-- handed out before (transfer, refund: services/trade/tickets.ts revokeGateSecrets). When the
-- gate check let the ticket in.
ALTER TABLE tickets ADD COLUMN gate_generation INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tickets ADD COLUMN checked_in_at INTEGER;
