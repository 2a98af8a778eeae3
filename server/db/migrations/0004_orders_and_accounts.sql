CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "account_carts" (
	"sub" text PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_preferences" (
	"sub" text PRIMARY KEY NOT NULL,
	"notifications" jsonb,
	"settings" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub" text NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" serial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"sub" text NOT NULL,
	"type" text NOT NULL,
	"ref_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" serial NOT NULL,
	CONSTRAINT "favorites_sub_type_ref_id_pk" PRIMARY KEY("sub","type","ref_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"account_sub" text,
	"guest_key_hash" text,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"items" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_test" boolean NOT NULL,
	"charge_id" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"provider" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" serial NOT NULL
);
--> statement-breakpoint
CREATE INDEX "addresses_sub_idx" ON "addresses" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "orders_account_created_idx" ON "orders" USING btree ("account_sub","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_methods_sub_idx" ON "payment_methods" USING btree ("sub");