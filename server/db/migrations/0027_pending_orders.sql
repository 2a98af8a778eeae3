CREATE TABLE "pending_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text,
	"account_sub" text,
	"guest_key_hash" text,
	"payment_id" text,
	"client_secret" text,
	"state" text NOT NULL,
	"order_id" text,
	"amount_due_cents" integer NOT NULL,
	"draft" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_orders_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "pending_orders_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE INDEX "pending_orders_created_idx" ON "pending_orders" USING btree ("created_at");