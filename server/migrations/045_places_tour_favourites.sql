-- Tours a user follows (tour detail's subscribe/favourite, spec section 7: POST
-- tour/subscribe_favorite/{id}): one row per user and tour; the count is the tour's followers.
CREATE TABLE tour_favourites (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tour_id TEXT NOT NULL REFERENCES tours(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, tour_id)
);
CREATE INDEX tour_favourites_tour ON tour_favourites(tour_id);
