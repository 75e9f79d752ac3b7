import type { FieldDef } from '../../journeyModel/types.js';

export function monthlyIncomeField(label = 'MONTHLY INCOME (₹)'): FieldDef {
  return { name: 'monthlyIncome', kind: 'money', label, rules: [{ rule: 'minValue', n: 10000 }] };
}
