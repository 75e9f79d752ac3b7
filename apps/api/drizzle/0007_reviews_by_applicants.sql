-- Hand-written data statements (decision 031): the seeded example reviews and the invented
-- ratings go; reviews now come only from signed-in applicants, and ratings from them.
DELETE FROM "card_reviews" WHERE "seeded" = true;--> statement-breakpoint
UPDATE "cards" SET "ratings" = NULL;--> statement-breakpoint
DROP INDEX "card_reviews_card_idx";--> statement-breakpoint
ALTER TABLE "card_reviews" ADD COLUMN "user_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_reviews_card_user_idx" ON "card_reviews" USING btree ("card_id","user_id");--> statement-breakpoint
CREATE INDEX "card_reviews_card_idx" ON "card_reviews" USING btree ("card_id","state","created_at");--> statement-breakpoint
ALTER TABLE "card_reviews" DROP COLUMN "seeded";