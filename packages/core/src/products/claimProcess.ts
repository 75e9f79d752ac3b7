// How a product’s buyer claims on it (issue 22 §1): who honours the claim and how to reach
// them. Data on the product's descriptor, shown by the pages and documents that need it.

export interface ClaimProcess {
  /** The name of whoever honours the claims (a party's name once one is signed). */
  provider: string;
  /**
   * True while the provider and its contact are placeholders: no provider is signed yet, so
   * every page and document that shows them says they are sample data.
   */
  sample: boolean;
  /** What the buyer does, in order. */
  steps: readonly string[];
  /** Where to claim. */
  contact: { email: string | null; phone: string | null };
}
