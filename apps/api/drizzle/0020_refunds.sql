CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"lead_id" uuid,
	"subject" text NOT NULL,
	"gateway" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"gateway_refund_id" text,
	"failure" text,
	"attempted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"receipt" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_subject_idx" ON "refunds" USING btree ("payment_id","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_idx" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_purchase_idx" ON "refunds" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "refunds_unsent_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'requested' AND "refunds"."gateway_refund_id" IS NULL;--> statement-breakpoint
CREATE INDEX "sandbox_gateway_refunds_payment_idx" ON "sandbox_gateway_refunds" USING btree ("payment_id");