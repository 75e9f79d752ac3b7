DROP INDEX "loan_bookings_slot_idx";--> statement-breakpoint
ALTER TABLE "loan_bookings" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
-- Decision 066: bookings whose day has passed (India time) are passed; of the open ones a user
-- holds for one product, the first booked stays and the others are cancelled (their slots free).
UPDATE "loan_bookings" SET "status" = 'passed'
WHERE "appointment_date" < (now() AT TIME ZONE 'UTC' + interval '330 minutes')::date;--> statement-breakpoint
UPDATE "loan_bookings" AS b SET "status" = 'cancelled'
WHERE b."status" = 'open' AND EXISTS (
  SELECT 1 FROM "loan_bookings" AS f
  WHERE f."status" = 'open' AND f."user_id" = b."user_id" AND f."product" = b."product"
    AND (f."created_at", f."id") < (b."created_at", b."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "loan_bookings_open_idx" ON "loan_bookings" USING btree ("user_id","product") WHERE "loan_bookings"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "loan_bookings_slot_idx" ON "loan_bookings" USING btree ("appointment_date","slot_id") WHERE "loan_bookings"."status" <> 'cancelled';
