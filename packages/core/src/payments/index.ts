export {
  EW_INVOICE_RUPEES,
  EW_MAKER_WARRANTY_YEARS,
  EW_MIN_PREMIUM_PAISE,
  EW_PLANS,
  EW_PURCHASE_WINDOW_DAYS,
  type EwCoverPeriod,
  type EwPlan,
  type EwPremium,
  ewCoverPeriod,
  ewPlanPremiums,
  ewPremium,
  findEwPlan,
  invoicePaiseOf,
} from './ewPremium.js';
export { GST_RATE_PERCENT, type GstSplit, gstSplit, sumGstSplits } from './gstSplit.js';
export {
  type CoverTaxClass,
  INSURANCE_GST_RULE,
  type InsuranceGstPeriod,
  insuranceGstPeriod,
  insuranceGstRatePercent,
  premiumTaxNote,
} from './insuranceGstRule.js';
export { formatPaise, paiseToRupees } from './paise.js';
export {
  checkoutDescription,
  HOME_TAB_FROM_APP_VERSION,
  homeMessage,
  joinedErrors,
  MIN_PAYMENT_ID_LENGTH,
  PAYMENT_STATUS_TEXT,
  type PaymentStatusCheck,
  type PaymentStatusQuery,
  PREFERRED_PG,
  paymentStatusCheck,
  retryPaymentLabel,
  supportFooter,
  withSupportSuffix,
} from './paymentStatus.js';
export {
  REFUND_WORKING_DAYS,
  type RefundStatus,
  type RefundStatusWords,
  refundNextStep,
  refundStatusText,
  refundTimeline,
} from './refundStatusText.js';
export { MAX_PAISE, rupeesToPaise } from './rupeesToPaise.js';
export { withGstText } from './withGstText.js';
