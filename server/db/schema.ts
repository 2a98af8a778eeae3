import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  Difficulty,
  ProductImage,
  ProductSpecifications,
  ProductTag,
  RecipeTemperature,
} from '../../domain/types';

/** The catalogue and the recipes. `position` keeps the list order: seed order, then creation order. */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  images: jsonb('images').$type<ProductImage[]>().notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  specifications: jsonb('specifications').$type<ProductSpecifications>(),
  tags: jsonb('tags').$type<ProductTag[]>(),
  rating: real('rating').notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  // A later issue archives products that orders refer to instead of deleting them.
  archived: boolean('archived').notNull().default(false),
  position: serial('position').notNull(),
  ...timestamps,
});

export const productSizes = pgTable(
  'product_sizes',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    size: text('size').notNull(),
    priceCents: integer('price_cents').notNull(),
    salePercent: integer('sale_percent'),
    stock: integer('stock').notNull(),
  },
  (table) => [
    index('product_sizes_product_id_idx').on(table.productId),
    check('product_sizes_stock_check', sql`${table.stock} >= 0`),
    check('product_sizes_price_check', sql`${table.priceCents} >= 0`),
    check(
      'product_sizes_sale_check',
      sql`${table.salePercent} IS NULL OR ${table.salePercent} BETWEEN 0 AND 100`,
    ),
  ],
);

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull(),
});

export const recipes = pgTable(
  'recipes',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    prepTime: text('prep_time').notNull(),
    cookTime: text('cook_time').notNull(),
    servings: integer('servings').notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    imageUrl: text('image_url').notNull(),
    rating: real('rating').notNull().default(0),
    ingredients: jsonb('ingredients').$type<string[]>().notNull(),
    instructions: jsonb('instructions').$type<string[]>().notNull(),
    tips: jsonb('tips').$type<string[]>().notNull(),
    equipment: jsonb('equipment').$type<string[]>().notNull(),
    temperature: jsonb('temperature').$type<RecipeTemperature>().notNull(),
    woodChips: jsonb('wood_chips').$type<string[]>(),
    position: serial('position').notNull(),
    ...timestamps,
  },
  (table) => [
    check(
      'recipes_difficulty_check',
      sql`${table.difficulty} IN ('Easy', 'Intermediate', 'Advanced')`,
    ),
    check('recipes_servings_check', sql`${table.servings} > 0`),
  ],
);
