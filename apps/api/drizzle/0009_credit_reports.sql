CREATE TABLE "credit_report_mobiles" (
	"user_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_report_mobiles_user_id_mobile_pk" PRIMARY KEY("user_id","mobile")
);
--> statement-breakpoint
CREATE TABLE "credit_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bureau" text NOT NULL,
	"report_ref" text NOT NULL,
	"score" integer,
	"report" jsonb NOT NULL,
	"pulled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_report_mobiles" ADD CONSTRAINT "credit_report_mobiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_reports_user_idx" ON "credit_reports" USING btree ("user_id","pulled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_live_user_idx" ON "consents" USING btree ("user_id","purpose","subject") WHERE "consents"."lead_id" is null and "consents"."withdrawn_at" is null;