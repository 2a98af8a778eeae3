ALTER TABLE "orders" ALTER COLUMN "charge_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;