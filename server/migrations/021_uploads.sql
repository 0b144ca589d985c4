-- The local object store behind the upload signature (oss/upload/auth): one row per stored
-- object, with the user whose signature it was uploaded under. Files live under
-- <data dir>/uploads/<key>; the key carries a random part, so it is never guessed or reused.
CREATE TABLE uploaded_objects (
  object_key TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  upload_type TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX uploaded_objects_user ON uploaded_objects(user_id);
