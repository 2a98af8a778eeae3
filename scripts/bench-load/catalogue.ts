import type { Product } from '../../domain/types';
import { productInput } from '../../server/test/inputs';
import { jsonOf, type HttpClient } from './http';

/**
 * What the shoppers buy: drops of a few products with small stock, one size each, opened one
 * after another through the run (drop `w` of `D` opens shortly before w·T/D: a second, or a quarter
 * of a drop's length if less), so that stock runs out again and again and is being sold when the
 * disruptions at T/3, T/2 and 2T/3 come. Three products of 40 units alone sell out in the first seconds; a drop per T/D keeps
 * checkouts taking stock through the whole run, with nothing restocked (the stock each size
 * started with is known exactly).
 */
export interface DropProduct {
  id: string;
  name: string;
  size: string;
  drop: number;
  /** When shoppers start buying it, in ms after the run's start. */
  opensAtMs: number;
  startingStock: number;
}

export interface DropPlan {
  drops: number;
  productsPerDrop: number;
  unitsPerProduct: number;
  seconds: number;
}

const names = ['Ember Rub', 'Hickory Glaze', 'Smoked Chili Salt', 'Cherrywood Chunks', 'Pit Sauce'];
/** 1 unit costs less than free shipping's $75, 2 units of the dearer ones more: both totals occur. */
const priceOf = (index: number) => 2900 + (index % 3) * 1300;

export function dropOpensAtMs(drop: number, plan: DropPlan): number {
  const lengthMs = (plan.seconds * 1000) / plan.drops;
  return Math.max(0, drop * lengthMs - Math.min(1000, lengthMs / 4));
}

/** The admin adds every drop's products through the API before the run. */
export async function createDrops(
  client: HttpClient,
  adminToken: string,
  plan: DropPlan,
): Promise<DropProduct[]> {
  const created: DropProduct[] = [];
  for (let drop = 0; drop < plan.drops; drop++) {
    for (let index = 0; index < plan.productsPerDrop; index++) {
      const name = `Bench Drop ${drop + 1} ${names[index % names.length]}${index >= names.length ? ` ${index + 1}` : ''}`;
      const answer = await client.send('POST', '/api/products', {
        headers: { authorization: `Bearer ${adminToken}` },
        json: productInput({
          name,
          description: `Drop ${drop + 1} of the load benchmark: ${plan.unitsPerProduct} jars, then gone.`,
          sizes: [
            {
              size: 'Jar',
              priceCents: priceOf(index),
              stock: plan.unitsPerProduct,
              ...(index % 3 === 1 ? { salePercent: 15 } : {}),
            },
          ],
        }),
      });
      const product = jsonOf<Product>(answer);
      if (answer.status !== 201 || !product) {
        throw new Error(
          `Creating ${name} answered ${answer.status}: ${'body' in answer ? answer.body : answer.error}`,
        );
      }
      created.push({
        id: product.id,
        name,
        size: product.sizes[0]!.size,
        drop,
        opensAtMs: dropOpensAtMs(drop, plan),
        startingStock: product.sizes[0]!.stock,
      });
    }
  }
  return created;
}

/** Every product size in the catalogue (what shoppers read and quote). */
export async function catalogueSizes(client: HttpClient) {
  const answer = await client.send('GET', '/api/products');
  const products = jsonOf<Product[]>(answer);
  if (answer.status !== 200 || !products)
    throw new Error(`GET /api/products answered ${answer.status}`);
  return products.flatMap((product) =>
    product.sizes.map((size) => ({ productId: product.id, size: size.size })),
  );
}
