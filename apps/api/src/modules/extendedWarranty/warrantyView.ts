import { EW_CATEGORIES, ewPlanPremiums, gstSplit, maskLastFour, paiseToRupees } from '@tara/core';
import type { z } from 'zod';
import type { WarrantyRow } from './data.js';
import type { WarrantyViewSchema } from './schemas.js';
import { warrantyClaims } from './warrantyClaims.js';

export type WarrantyView = z.infer<typeof WarrantyViewSchema>;

/** Where an active warranty's certificate is downloaded (its owner's session only). */
export const certificatePath = (id: string): string => `/api/ew/${id}/certificate.pdf`;

/**
 * A warranty as its user sees it: the serial masked, money in paise and rupees, the premium of
 * every plan for the same invoice value (the plan step's own labels, decision 092), the
 * provider and how to claim (the product's descriptor), and an active one's certificate.
 */
export function warrantyView(row: WarrantyRow, paymentId: string | null): WarrantyView {
  const split = gstSplit(row.premiumPaise);
  const category = EW_CATEGORIES.find(([value]) => value === row.category);
  const claims = warrantyClaims();
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
    plans: ewPlanPremiums(row.invoiceValuePaise).map(({ plan, split: priced }) => ({
      plan_id: plan.id,
      plan_title: plan.title,
      cover_years: plan.years,
      premium_paise: priced.totalPaise,
    })),
    provider: { name: claims.provider, sample: claims.sample },
    claim: { steps: [...claims.steps], ...claims.contact },
    certificate_url: row.state === 'active' && row.certificateNo ? certificatePath(row.id) : null,
  };
}
