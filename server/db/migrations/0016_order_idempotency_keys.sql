CREATE TABLE "order_idempotency_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" text,
	"guest_key_salt" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_idempotency_keys_created_idx" ON "order_idempotency_keys" USING btree ("created_at");