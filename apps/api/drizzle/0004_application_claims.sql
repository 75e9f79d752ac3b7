ALTER TABLE "card_applications" ADD COLUMN "state" text DEFAULT 'unsent' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_applications" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "card_applications" SET "state" = 'answered' WHERE "status" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "card_applications" ADD CONSTRAINT "card_applications_state_check" CHECK ("card_applications"."state" in ('unsent', 'submitting', 'answered'));
