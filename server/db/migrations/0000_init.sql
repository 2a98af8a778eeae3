CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"size" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_percent" integer,
	"stock" integer NOT NULL,
	CONSTRAINT "product_sizes_stock_check" CHECK ("product_sizes"."stock" >= 0),
	CONSTRAINT "product_sizes_price_check" CHECK ("product_sizes"."price_cents" >= 0),
	CONSTRAINT "product_sizes_sale_check" CHECK ("product_sizes"."sale_percent" IS NULL OR "product_sizes"."sale_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"specifications" jsonb,
	"tags" jsonb,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"position" serial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"prep_time" text NOT NULL,
	"cook_time" text NOT NULL,
	"servings" integer NOT NULL,
	"difficulty" text NOT NULL,
	"image_url" text NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"ingredients" jsonb NOT NULL,
	"instructions" jsonb NOT NULL,
	"tips" jsonb NOT NULL,
	"equipment" jsonb NOT NULL,
	"temperature" jsonb NOT NULL,
	"wood_chips" jsonb,
	"position" serial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_difficulty_check" CHECK ("recipes"."difficulty" IN ('Easy', 'Intermediate', 'Advanced')),
	CONSTRAINT "recipes_servings_check" CHECK ("recipes"."servings" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sizes_product_id_idx" ON "product_sizes" USING btree ("product_id");