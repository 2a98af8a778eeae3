CREATE TABLE "membership_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"kind" text NOT NULL,
	"tier_id" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"charge_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"sub" text PRIMARY KEY NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tier_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"billing_anchor_at" timestamp with time zone NOT NULL,
	"periods_elapsed" integer DEFAULT 1 NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"payment_method_id" text NOT NULL,
	"card_brand" text DEFAULT '' NOT NULL,
	"card_last4" text DEFAULT '' NOT NULL,
	"pending_change" text,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "membership_events_sub_idx" ON "membership_events" USING btree ("sub");