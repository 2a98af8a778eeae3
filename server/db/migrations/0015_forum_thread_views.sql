CREATE TABLE "forum_thread_views" (
	"thread_id" text NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "forum_thread_views_thread_id_day_viewer_pk" PRIMARY KEY("thread_id","day","viewer")
);
--> statement-breakpoint
ALTER TABLE "forum_thread_views" ADD CONSTRAINT "forum_thread_views_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;