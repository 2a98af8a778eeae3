CREATE TABLE "stored_images" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_sub" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads_in_flight" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_sub" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_images_owner_idx" ON "stored_images" USING btree ("owner_sub");--> statement-breakpoint
CREATE INDEX "uploads_in_flight_owner_idx" ON "uploads_in_flight" USING btree ("owner_sub");