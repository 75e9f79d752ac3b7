ALTER TABLE "purchases" ADD COLUMN "open_order_id" text;--> statement-breakpoint
-- Decision 066: before one pending purchase per buyer and object is enforced, duplicates left by
-- racing calls are folded into the newest: their orders move to it (a late payment still pays
-- it), then they go.
UPDATE "payment_orders" AS o SET "purchase_id" = k."id"
FROM "purchases" AS p,
  LATERAL (
    SELECT q."id" FROM "purchases" AS q
    WHERE q."state" = 'pending' AND q."user_id" = p."user_id"
      AND q."object_type" = p."object_type" AND q."object_id" = p."object_id"
    ORDER BY q."created_at" DESC, q."id" DESC LIMIT 1
  ) AS k
WHERE o."purchase_id" = p."id" AND p."state" = 'pending' AND k."id" <> p."id";--> statement-breakpoint
DELETE FROM "purchases" AS p
WHERE p."state" = 'pending' AND EXISTS (
  SELECT 1 FROM "purchases" AS q
  WHERE q."state" = 'pending' AND q."user_id" = p."user_id"
    AND q."object_type" = p."object_type" AND q."object_id" = p."object_id"
    AND (q."created_at", q."id") > (p."created_at", p."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_open_object_idx" ON "purchases" USING btree ("user_id","object_type","object_id") WHERE "purchases"."state" = 'pending';
