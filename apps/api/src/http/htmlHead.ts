// Puts a page's title, description, keywords, canonical link, language and share tags
// (Open Graph, Twitter) into the SPA's index.html on the server, so crawlers that do not run
// scripts read them. Every value is escaped; tags the head already has are replaced, not
// doubled.

/** What a link preview shows (og:*, twitter:card): a card detail page's. */
export interface ShareTags {
  title: string;
  description: string;
  /** The canonical URL. */
  url: string;
  /** Absolute. */
  image: string;
  siteName: string;
  /** Open Graph's form: en_IN. */
  locale: string;
}

export interface HeadTags {
  title: string;
  description: string;
  /** Comma-separated. */
  keywords: string;
  canonical: string;
  lang: string;
  share?: ShareTags;
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
  /<meta\s+[^>]*property\s*=\s*["']?og:[^>]*>\s*/gi,
  /<meta\s+[^>]*name\s*=\s*["']?twitter:[^>]*>\s*/gi,
];

function shareHead(share: ShareTags): string[] {
  const og = (property: string, content: string) =>
    `<meta property="og:${property}" content="${escapeHtml(content)}">`;
  return [
    og('type', 'website'),
    og('site_name', share.siteName),
    og('locale', share.locale),
    og('title', share.title),
    og('description', share.description),
    og('url', share.url),
    og('image', share.image),
    '<meta name="twitter:card" content="summary">',
  ];
}

export function injectHead(html: string, tags: HeadTags): string {
  let out = html;
  for (const pattern of OLD_TAGS) out = out.replace(pattern, '');
  const head = [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tags.description)}">`,
    `<meta name="keywords" content="${escapeHtml(tags.keywords)}">`,
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}">`,
    ...(tags.share ? shareHead(tags.share) : []),
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
