import sanitizeHtml from 'sanitize-html';

/** Elements whose content is dropped with them (never kept as text). */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
];

/** This shop's own article images (`/images/articles/<article>/<hash>`) or an https URL. */
function isAllowedImage(src: string | undefined): boolean {
  if (!src) return false;
  return /^https:\/\/[^/\\]/i.test(src) || /^\/images\/articles\/\d+\/[\w-]{32}$/.test(src);
}

/**
 * The rich text an article may hold: an allow-list enforced by `sanitize-html` (a maintained,
 * parser-based sanitiser). Every tag, attribute and URL scheme not named here is dropped. Nothing
 * scriptable survives: no script, style, iframe or svg, no `on…` handlers, no `style`; links only
 * over https (`javascript:`, `data:`, `http:`, protocol-relative and relative hrefs are removed, the
 * text kept); images over https or from this shop's own uploads (others are removed whole).
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'hr',
  ],
  // rel and target are set by the transform below, whatever the author wrote
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https'],
  // img src is checked by exclusiveFilter instead (own uploads are site-relative paths)
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  transformTags: {
    // Only absolute https links (sanitize-html lets relative ones through: they have no scheme), and
    // an author's link leaves the shop without handing it the reader's page.
    a: (_tag, attribs) => {
      const { href, title } = attribs;
      return {
        tagName: 'a',
        attribs: {
          ...(href && /^https:\/\/[^/\\]/i.test(href.trim()) ? { href } : {}),
          ...(title ? { title } : {}),
          rel: 'nofollow noopener noreferrer',
          target: '_blank',
        },
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs.src),
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML).trim();
}

/** Plain text only (comments, titles): every tag removed, entities kept escaped by the renderer. */
export function plainText(text: string): string {
  return textOf(text);
}

/** The readable text of HTML: the search index, the summary and comments read this. */
export function textOf(html: string): string {
  const spaced = html.replace(/<\/(p|h\d|li|blockquote|figcaption|pre|div)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}

/**
 * Plain text that keeps its line breaks (a contact form's message): each line as textOf reads it,
 * blank runs shortened to one empty line. What staff read is what the shopper wrote, paragraphs and all.
 */
export function linesOf(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map(textOf)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
