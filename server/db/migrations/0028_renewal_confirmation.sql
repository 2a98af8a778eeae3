ALTER TABLE "memberships" ADD COLUMN "renewal_intent_id" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "renewal_client_secret" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "renewal_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "renewal_asked_at" timestamp with time zone;