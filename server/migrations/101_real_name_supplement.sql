-- Real-name supplement (issue 20, spec s4 L65, D9): until this time (epoch ms) a ticket of a
-- real-name show bought without its holder can be given one; NULL: every holder at purchase.
ALTER TABLE shows ADD COLUMN identity_limit_time INTEGER;
