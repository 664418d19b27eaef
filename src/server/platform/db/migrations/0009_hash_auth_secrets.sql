-- Session tokens are stored as the hex SHA-256 of the token the cookie carries (auth/auth.ts), so a
-- copy of the database opens no session. Existing sessions keep working: their tokens are hashed in
-- place. Pending email links (confirmation, password reset) are short-lived and were stored as given:
-- they are removed, and the person asks for a new one.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
DELETE FROM "verifications";
