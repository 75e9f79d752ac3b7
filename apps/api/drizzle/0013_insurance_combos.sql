CREATE TABLE "insurance_combos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"journey" text NOT NULL,
	"combo" text NOT NULL,
	"plan_id" integer NOT NULL,
	"premium_paise" integer NOT NULL,
	"state" text NOT NULL,
	"lead_status" integer NOT NULL,
	"purchase_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insurance_combos_money" CHECK ("insurance_combos"."premium_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "combo_id" uuid;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "issuing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insurance_combos" ADD CONSTRAINT "insurance_combos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_combos" ADD CONSTRAINT "insurance_combos_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_combos_lead_idx" ON "insurance_combos" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_combos_purchase_idx" ON "insurance_combos" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "insurance_policies_combo_idx" ON "insurance_policies" USING btree ("combo_id");