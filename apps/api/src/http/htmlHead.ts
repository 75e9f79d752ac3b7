// Puts a page's title, description, keywords, canonical link and language into the SPA's
// index.html on the server, so crawlers that do not run scripts read them. Every value is
// escaped; tags the head already has are replaced, not doubled.

export interface HeadTags {
  title: string;
  description: string;
  /** Comma-separated. */
  keywords: string;
  canonical: string;
  lang: string;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

const OLD_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+[^>]*name\s*=\s*["']?(description|keywords)["']?[^>]*>\s*/gi,
  /<link\s+[^>]*rel\s*=\s*["']?canonical["']?[^>]*>\s*/gi,
];

export function injectHead(html: string, tags: HeadTags): string {
  let out = html;
  for (const pattern of OLD_TAGS) out = out.replace(pattern, '');
  const head = [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tags.description)}">`,
    `<meta name="keywords" content="${escapeHtml(tags.keywords)}">`,
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}">`,
  ].join('\n    ');
  out = /<\/head>/i.test(out)
    ? out.replace(/<\/head>/i, `  ${head}\n  </head>`)
    : out.replace(/(<html\b[^>]*>)/i, `$1<head>${head}</head>`);
  const lang = `lang="${escapeHtml(tags.lang)}"`;
  if (/<html\b[^>]*\blang\s*=\s*["'][^"']*["']/i.test(out)) {
    return out.replace(/(<html\b[^>]*?)\blang\s*=\s*["'][^"']*["']/i, `$1${lang}`);
  }
  if (/<html\b/i.test(out)) return out.replace(/<html\b/i, `<html ${lang}`);
  return `<!doctype html><html ${lang}>${out}</html>`;
}
