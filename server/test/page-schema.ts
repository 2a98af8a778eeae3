import { z } from 'zod';

/** The exact shape of one page of a public list (GET /api/shop, /api/recipe-list, …). */
export const pageAnswerOf = <
  Item extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
>(
  item: Item,
  extra?: Extra,
) =>
  z.strictObject({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    pageCount: z.number().int(),
    ...(extra ?? ({} as Extra)),
  });
