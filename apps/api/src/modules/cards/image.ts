import type { CardView } from './view.js';

// A small generated picture of a card: the issuer's colours, its name, the card's name and
// network. No binaries ship with the catalog.

const ISSUER_COLOURS: Record<string, [string, string]> = {
  'sbi-card': ['#1a3f8f', '#2f7bd1'],
  'hdfc-bank': ['#0b2e6b', '#c8102e'],
  'icici-bank': ['#7a1f12', '#f28b20'],
  'rbl-bank': ['#14213d', '#2a6f97'],
  citibank: ['#0a3d7a', '#1ba3e0'],
  'american-express': ['#0b5b9c', '#7fb8e6'],
  stashfin: ['#3b1f6b', '#8a5cf6'],
};

const TYPE_SHADE: Record<string, string> = {
  premium: '#111111',
  travel: '#0d4f4a',
  fuel: '#5a3b00',
};

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
}

/** Splits a card name into at most two lines of about 26 characters. */
function nameLines(name: string): string[] {
  const words = name.split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const last = lines.length - 1;
    const current = lines[last] ?? '';
    if (current && `${current} ${word}`.length > 26 && lines.length < 2) lines.push(word);
    else lines[last] = current ? `${current} ${word}` : word;
  }
  return lines;
}

export function cardSvg(card: CardView): string {
  const [from, to] = ISSUER_COLOURS[card.bank_name] ?? ['#243b55', '#141e30'];
  const end = TYPE_SHADE[card.card_type] ?? to;
  const lines = nameLines(card.name)
    .map(
      (line, i) =>
        `<text x="22" y="${150 + i * 20}" font-size="15" font-weight="600">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="340" height="214" viewBox="0 0 340 214" role="img"',
    ` aria-label="${escapeXml(card.name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>`,
    `<stop offset="1" stop-color="${end}"/></linearGradient></defs>`,
    '<rect width="340" height="214" rx="16" fill="url(#g)"/>',
    '<g fill="#fff" font-family="Arial, Helvetica, sans-serif">',
    `<text x="22" y="36" font-size="16" font-weight="700">${escapeXml(card.issuer_bank_name)}</text>`,
    '<rect x="22" y="64" width="42" height="32" rx="6" fill="#e8c766"/>',
    lines,
    `<text x="318" y="196" font-size="12" text-anchor="end" opacity="0.9">${escapeXml(card.network)}</text>`,
    '</g></svg>',
  ].join('');
}
