import sanitizeHtml from 'sanitize-html';

const SAFE_HREF = /^(https?:|mailto:)/i;
const SAFE_SRC = /^https:\/\//i;

/**
 * The allowlist of tags and attributes content may carry. Everything else is dropped: scripts,
 * styles and frames with their content, other tags keeping only their text, every `on*` attribute.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
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
    'title',
  ],
  transformTags: {
    // Common editor output mapped onto the allowlist instead of losing the emphasis.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Relative links have no meaning outside the page they were written on; external ones get no opener.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const safe: Record<string, string> = href && SAFE_HREF.test(href) ? { href } : {};
      return { tagName, attribs: { ...safe, rel: 'noopener noreferrer', target: '_blank' } };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim();
      const safe: Record<string, string> = src && SAFE_SRC.test(src) ? { src } : {};
      if (attribs.alt) safe.alt = attribs.alt;
      return { tagName, attribs: safe };
    },
  },
  // An image whose source was refused would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Content HTML as it may be stored and shown. */
export const sanitizeContentHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
