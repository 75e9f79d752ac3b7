CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"visitor_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"document_type" integer NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"step_id" text NOT NULL,
	"call" text NOT NULL,
	"input_hash" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"state" text NOT NULL,
	"outcome" text,
	"facts" jsonb,
	"claimed_at" timestamp with time zone,
	"external_ref" text,
	"request" jsonb,
	"response" jsonb,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_calls_state_check" CHECK ("lead_calls"."state" in ('calling', 'failed', 'waiting', 'answered'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "calls" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "exit" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_lead_idx" ON "documents" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_calls_input_idx" ON "lead_calls" USING btree ("lead_id","call","input_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_calls_external_ref_idx" ON "lead_calls" USING btree ("call","external_ref");