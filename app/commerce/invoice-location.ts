/** Checkout opens the invoice with this state, so the page can thank the shopper. */
export interface InvoiceLocationState {
  placed?: boolean;
}
