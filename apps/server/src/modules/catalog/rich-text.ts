import sanitizeHtml from 'sanitize-html'

/**
 * The product description is HTML from the rich-text editor, shown to staff on the detail page.
 * Only the formatting the editor makes survives: no script, style, iframe or event handler, and links
 * only to http, https, mailto and tel, so a stored description can never run code in a colleague's browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'pre', 'blockquote',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'hr', 'a', 'span',
  ], // prettier-ignore
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
}

export function sanitizeDescription(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim()
  // An editor left empty sends "<p></p>": store that as no description.
  return clean.replace(/<p>\s*<\/p>/g, '').trim() === '' ? '' : clean
}
