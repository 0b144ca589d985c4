-- Sale reminders that reach people (issue 27): when a reminder was sent, so the sweep and opening
-- a sale tell each subscriber once.
ALTER TABLE show_reminders ADD COLUMN sent_at INTEGER;
