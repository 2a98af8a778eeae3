/** A cart line as the screen needs it (the cart store's lines fit). */
export interface CartScreenLine {
  id: string;
  productId: string;
  name: string;
  size: string;
  priceCents: number;
  quantity: number;
  image: string;
}
