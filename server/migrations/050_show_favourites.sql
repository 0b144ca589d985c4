-- Favourite shows ("想看", spec section 2: favorite-show, login): one row per user and show.
CREATE TABLE show_favourites (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  show_id TEXT NOT NULL REFERENCES shows(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, show_id)
);
CREATE INDEX show_favourites_user ON show_favourites(user_id, created_at);
