-- Order numbers per year, gapless (server/services/orders.ts, nextOrderNumber). The sequence
-- goes first: DROP waits for any order transaction that already took a number from it (an
-- older server still running), and after it such a server can place no order, so none can
-- store a number the counters below will give again.
DROP SEQUENCE "public"."order_number_seq";--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
-- Each year continues after its highest number so far (FF-2024-0015: 2024 goes on at 0016),
-- read from the orders committed before this statement.
INSERT INTO "order_number_counters" ("year", "last")
SELECT "numbered"."parts"[1]::integer, max("numbered"."parts"[2]::integer)
FROM (SELECT regexp_match("id", '-([0-9]{4})-([0-9]{1,9})$') AS "parts" FROM "orders") AS "numbered"
WHERE "numbered"."parts" IS NOT NULL
GROUP BY 1;
