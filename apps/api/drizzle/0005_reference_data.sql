ALTER TABLE "pincodes" ALTER COLUMN "city_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "aliases" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pincodes" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pincodes" ADD COLUMN "state" text DEFAULT '' NOT NULL;