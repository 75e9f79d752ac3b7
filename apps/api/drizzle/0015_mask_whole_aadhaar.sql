-- Decision 061: an Aadhaar number is never stored whole. Leads saved before the server masked
-- it (the Amex journey's step10) keep only its last 4 digits from now on: XXXX-XXXX-1234.
UPDATE "leads"
SET "answers" = jsonb_set(
  "answers",
  '{aadhaar}',
  to_jsonb('XXXX-XXXX-' || right(regexp_replace("answers"->>'aadhaar', '[^0-9]', '', 'g'), 4))
)
WHERE jsonb_typeof("answers"->'aadhaar') IN ('string', 'number')
  AND regexp_replace("answers"->>'aadhaar', '[\s-]', '', 'g') ~ '^[0-9]{12}$';
--> statement-breakpoint
-- The responses kept for Idempotency-Key replays held the saved answers too.
UPDATE "idempotency_keys"
SET "response" = regexp_replace(
  "response"::text,
  '("aadhaar":\s*)"?[0-9]{4}[\s-]?[0-9]{4}[\s-]?([0-9]{4})"?',
  '\1"XXXX-XXXX-\2"',
  'g'
)::jsonb
WHERE "response"::text ~ '"aadhaar":\s*"?[0-9]{4}[\s-]?[0-9]{4}[\s-]?[0-9]{4}"?';
--> statement-breakpoint
-- Their request hashes were plain SHA-256 of bodies that could hold the number: guessable from
-- what the lead keeps. Requests are now hashed with the server's key, so no old hash can match
-- a new request anyway: they are dropped.
UPDATE "idempotency_keys" SET "request_hash" = 'unkeyed: dropped (decision 061)';
