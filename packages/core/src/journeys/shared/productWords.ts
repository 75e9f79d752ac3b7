// The product a journey sells, in the words the shared steps' guide bubbles use. A journey
// passes its own (cards, business loans …), so the shared steps never speak of one product.

export interface ProductWords {
  /** The product sought, singular, after "a": 'credit card', 'business loan'. */
  product: string;
  /** Its plural in running text: 'cards', 'loans'. */
  products: string;
}

export const CARD_WORDS: ProductWords = { product: 'credit card', products: 'cards' };
