CREATE TABLE "gift_card_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"type" text NOT NULL,
	"order_id" text,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"last4" text NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"order_id" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_events" ADD CONSTRAINT "gift_card_events_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_events_card_idx" ON "gift_card_events" USING btree ("gift_card_id","id");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
UPDATE "site_content" SET "value" = "value" || '[{"id":"gift-cards","name":"Gift Cards","description":"Look up a gift card''s balance and history by its code.","href":"/admin/gift-cards"}]'::jsonb WHERE "key" = 'admin-tiles' AND jsonb_typeof("value") = 'array' AND NOT "value" @> '[{"id":"gift-cards"}]'::jsonb;
