import {
  type CoverVariant,
  coverPlansOf,
  formatPaise,
  orderPlansNeutrally,
  premiumWithGstText,
  singleCover,
} from '@tara/core';
import { heading, keyValueTable, renderPdf } from '../loanDocuments/renderPdf.js';

// The e-mail brochure (spec 03 §7, decision 054): each cover's plans in the neutral order
// (premium, then cover; never ranked), the premium with its GST, the insurer and the key
// exclusions — the same facts the journey shows before payment, nothing more.

export function coverBrochurePdf(variants: readonly CoverVariant[], now: Date): Promise<Buffer> {
  return renderPdf({ title: 'Insurance covers brochure', now }, (doc) => {
    heading(doc, 'Insurance covers', 16);
    for (const variant of variants) {
      const cover = singleCover(variant.product);
      const plans = orderPlansNeutrally(coverPlansOf(variant));
      heading(doc, `${cover.name}${variant.voluntary ? ' (voluntary)' : ''}`);
      keyValueTable(doc, [
        ['Insurer', plans[0]?.insurerName ?? ''],
        ...plans.map((p): [string, string] => [
          `${formatPaise(p.sumInsuredPaise)} cover`,
          premiumWithGstText(p, { journey: variant.slug }),
        ]),
        ['Key exclusions', cover.neutrality.keyExclusions.join('; ')],
      ]);
    }
    doc
      .moveDown(1)
      .fontSize(8)
      .text('The insurer’s policy wording governs the cover, its conditions and exclusions.');
  });
}
