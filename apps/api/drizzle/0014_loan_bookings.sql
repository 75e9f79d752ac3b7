CREATE TABLE "loan_bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product" text NOT NULL,
	"product_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"lender_name" text NOT NULL,
	"appointment_date" date NOT NULL,
	"slot_id" integer NOT NULL,
	"loan_amount_paise" bigint NOT NULL,
	"interest_rate_bp" integer NOT NULL,
	"processing_fee_paise" bigint NOT NULL,
	"tenure_months" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_bookings" ADD CONSTRAINT "loan_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_bookings_slot_idx" ON "loan_bookings" USING btree ("appointment_date","slot_id");--> statement-breakpoint
CREATE INDEX "loan_bookings_user_idx" ON "loan_bookings" USING btree ("user_id","created_at");