import type { CardSeed } from './cardKit.js';
import { amexCards } from './cards/amex.js';
import { citiCards } from './cards/citi.js';
import { hdfcCards } from './cards/hdfc.js';
import { iciciCards } from './cards/icici.js';
import { rblCards } from './cards/rbl.js';
import { sbiCards } from './cards/sbi.js';
import { stashfinCards } from './cards/stashfin.js';

// The card catalog: the cards Indian issuers offer, one file per issuer. Ids are stable
// (instrument ids; reviews and applications refer to them).
export const cardSeed: CardSeed[] = [
  ...sbiCards,
  ...hdfcCards,
  ...iciciCards,
  ...rblCards,
  ...citiCards,
  ...amexCards,
  ...stashfinCards,
].sort((a, b) => a.id - b.id);
