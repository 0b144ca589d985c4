-- Designated-user prices (issue 24, decision D39; spec s6 "some prices purchasable only by designated
-- users", the privilege-token header): a privilege is an invitation to buy a show's designated
-- seat plans at their designated price. Its code (privilegeCode) is exchanged for a token the app
-- sends as `privilege-token`; create order sells a designated seat plan only with a valid token.
-- See docs/decisions/membership.md.

CREATE TABLE designated_privileges (
  id TEXT PRIMARY KEY,                          -- privilegeId
  merchant_id TEXT NOT NULL,
  show_id TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE,                    -- privilegeCode (the invitation)
  name TEXT NOT NULL,                           -- JSON per language
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  per_user_limit INTEGER NOT NULL DEFAULT 2     -- tickets a buyer may buy through it
);

-- The seat plans a privilege sells, each at its designated price (cents). A seat plan listed here
-- is sold through its privilege only: the public sessions leave it out.
CREATE TABLE designated_prices (
  privilege_id TEXT NOT NULL,
  seat_plan_id TEXT NOT NULL UNIQUE,
  price INTEGER NOT NULL,
  PRIMARY KEY (privilege_id, seat_plan_id)
);

-- A code exchanged by a buyer: the token, for that buyer and privilege, until it expires.
CREATE TABLE privilege_tokens (
  token TEXT PRIMARY KEY,
  privilege_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX privilege_tokens_user ON privilege_tokens(user_id, privilege_id);
