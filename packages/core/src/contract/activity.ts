// GET /api/me/activity (issue 22 §4, decision 082): everything the signed-in user has done.

export type ActivityKind =
  | 'card_application'
  | 'loan_application'
  | 'credit_line'
  | 'booking'
  | 'policy'
  | 'combo'
  | 'membership'
  | 'warranty'
  | 'payment'
  | 'credit_report';

/** A document of an item, downloadable by its user through an existing route. */
export interface ActivityDocument {
  kind: 'policy' | 'certificate' | 'receipt' | 'kfs' | 'agreement' | 'credit_report';
  label: string;
  /** An /api/… path. */
  href: string;
  /** file: the PDF itself; base64_json: JSON whose data.results.file is the PDF's base64. */
  delivery: 'file' | 'base64_json';
}

/** A payment's refund: typed now, filled by the refunds work (issue 22 §3); null until then. */
export interface ActivityRefund {
  reference: string;
  amount_paise: number;
  state: string;
  created_at: string;
  receipt_href: string | null;
}

export interface ActivityItem {
  id: string;
  kind: ActivityKind;
  /** From the product catalogue (the card catalogue for a card). */
  product_name: string;
  /** The lender, issuer, insurer or plan, when known. */
  detail: string | null;
  /** The item's own state code. */
  status: string;
  status_text: string;
  reference: string | null;
  amount_paise: number | null;
  /** ISO date-times. */
  created_at: string;
  status_changed_at: string;
  /** An app path to resume or see it. */
  link: string | null;
  documents: ActivityDocument[];
  refund?: ActivityRefund | null | undefined;
}

/** GET /api/me/activity. */
export interface ActivityResponse {
  data: { results: ActivityItem[] };
}
