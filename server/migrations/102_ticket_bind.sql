-- Bind by code and invitations (issue 20, a22, D7): a ticket sold without a buyer's account (the
-- box office, a partner's channel) or sent as an invitation waits with a bind code (printed with
-- its ticket number) and, for an invitation, the code of its link; whoever gives the number and
-- code, or opens the link, takes the ticket into their account, once (the bind code is cleared; the link then shows it taken).
ALTER TABLE tickets ADD COLUMN bind_code TEXT;
ALTER TABLE tickets ADD COLUMN invitation_code TEXT;
CREATE UNIQUE INDEX tickets_invitation_code ON tickets(invitation_code) WHERE invitation_code IS NOT NULL;
