CREATE TABLE "insurance_policies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"journey" text NOT NULL,
	"product" text NOT NULL,
	"insurer" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"sum_insured_paise" integer NOT NULL,
	"premium_paise" integer NOT NULL,
	"proposal" jsonb NOT NULL,
	"state" text NOT NULL,
	"lead_status" integer NOT NULL,
	"purchase_id" uuid,
	"policy_number" text,
	"start_date" date,
	"end_date" date,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "insurance_policies_money" CHECK ("insurance_policies"."premium_paise" > 0 AND "insurance_policies"."sum_insured_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_policies_user_idx" ON "insurance_policies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "insurance_policies_lead_idx" ON "insurance_policies" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_policies_purchase_idx" ON "insurance_policies" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_policies_number_idx" ON "insurance_policies" USING btree ("policy_number");