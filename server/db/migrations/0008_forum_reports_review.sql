ALTER TABLE "forum_reports" DROP CONSTRAINT "forum_reports_thread_id_forum_threads_id_fk";
--> statement-breakpoint
ALTER TABLE "forum_reports" DROP CONSTRAINT "forum_reports_reply_id_forum_replies_id_fk";
--> statement-breakpoint
ALTER TABLE "forum_members" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD COLUMN "thread_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD COLUMN "resolved_by_name" text;--> statement-breakpoint
CREATE INDEX "forum_reports_thread_idx" ON "forum_reports" USING btree ("thread_id");--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_status_check" CHECK ("forum_reports"."status" IN ('open', 'dismissed', 'removed'));--> statement-breakpoint
-- Reports made before this migration keep their thread's title for when the thread is deleted.
UPDATE "forum_reports" AS r SET "thread_title" = t."title" FROM "forum_threads" AS t WHERE t."id" = r."thread_id";
