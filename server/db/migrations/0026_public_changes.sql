-- Every committed write to the public data the painted pages show besides the catalogue (which
-- notifies 'catalogue_changed', 0001) notifies 'public_changed': each server process then drops
-- its painted pages (server/seo/page-cache.ts). Coarse on purpose: any such write forgets every
-- page. A thread's view count alone (forum-views.ts, on every first read of a day) does not
-- notify, or each read would empty the cache: the count shown is at most the cache's age old.
CREATE FUNCTION notify_public_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER site_content_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_content
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_changed();
--> statement-breakpoint
CREATE TRIGGER admin_settings_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON admin_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_changed();
--> statement-breakpoint
CREATE TRIGGER shipping_zones_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_zones
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_changed();
--> statement-breakpoint
CREATE TRIGGER forum_categories_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forum_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_changed();
--> statement-breakpoint
CREATE TRIGGER forum_members_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forum_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_changed();
--> statement-breakpoint
CREATE TRIGGER forum_threads_public_changed
  AFTER INSERT OR DELETE OR TRUNCATE
    OR UPDATE OF category_id, author_sub, title, content, preview, images, is_pinned, is_locked, upvotes, updated_at
  ON forum_threads
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_changed();
--> statement-breakpoint
CREATE TRIGGER forum_replies_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forum_replies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_changed();
