CREATE TABLE "extended_warranties" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"state" text NOT NULL,
	"plan_id" text NOT NULL,
	"plan_title" text NOT NULL,
	"cover_years" integer NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"serial_number" text NOT NULL,
	"purchase_date" date NOT NULL,
	"invoice_value_paise" integer NOT NULL,
	"premium_paise" integer NOT NULL,
	"purchase_id" uuid,
	"certificate_no" text,
	"cover_from" date,
	"cover_to" date,
	"offline_transaction_id" text,
	"offline_recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "extended_warranties_money" CHECK ("extended_warranties"."premium_paise" > 0 AND "extended_warranties"."invoice_value_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "extended_warranties" ADD CONSTRAINT "extended_warranties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extended_warranties" ADD CONSTRAINT "extended_warranties_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extended_warranties_user_idx" ON "extended_warranties" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "extended_warranties_certificate_idx" ON "extended_warranties" USING btree ("certificate_no");--> statement-breakpoint
CREATE UNIQUE INDEX "extended_warranties_purchase_idx" ON "extended_warranties" USING btree ("purchase_id");