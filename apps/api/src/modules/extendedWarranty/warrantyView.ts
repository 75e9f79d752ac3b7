import { EW_CATEGORIES, gstSplit, maskLastFour, paiseToRupees } from '@tara/core';
import type { z } from 'zod';
import type { WarrantyRow } from './data.js';
import type { WarrantyViewSchema } from './schemas.js';

export type WarrantyView = z.infer<typeof WarrantyViewSchema>;

/** A warranty as its user sees it: the serial masked, money in paise and rupees. */
export function warrantyView(row: WarrantyRow, paymentId: string | null): WarrantyView {
  const split = gstSplit(row.premiumPaise);
  const category = EW_CATEGORIES.find(([value]) => value === row.category);
  return {
    ew_id: row.id,
    state: row.state,
    plan_id: row.planId,
    plan_title: row.planTitle,
    cover_years: row.coverYears,
    category: category?.[1] ?? row.category,
    brand: row.brand,
    model: row.model,
    serial_masked: maskLastFour(row.serialNumber),
    purchase_date: row.purchaseDate,
    invoice_value_paise: row.invoiceValuePaise,
    premium_paise: row.premiumPaise,
    premium: paiseToRupees(row.premiumPaise),
    gst: {
      base_paise: split.basePaise,
      gst_paise: split.gstPaise,
      cgst_paise: split.cgstPaise,
      sgst_paise: split.sgstPaise,
      rate_percent: split.ratePercent,
    },
    certificate_no: row.certificateNo,
    cover_from: row.coverFrom,
    cover_to: row.coverTo,
    payment_id: row.state === 'active' ? paymentId : null,
    offline_recorded: row.offlineRecordedAt !== null,
  };
}
