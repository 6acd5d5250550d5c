/**
 * Renders content/ Markdown to HTML a page may inline: marked's output goes through sanitize-html, so a script,
 * an event-handler attribute or a javascript: link in a post is dropped before the page is prerendered (and
 * therefore before its inline scripts are hashed into the CSP).
 */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Only what Markdown itself produces; no script, style, iframe, form or event attribute survives.
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'strong', 'em', 'del', 's', 'a', 'img',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'input',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    // GFM task lists render disabled checkboxes.
    input: ['type', 'checked', 'disabled'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // A dropped <script>'s body is not shown as text either.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
  transformTags: {
    input: (tagName, attribs) =>
      attribs.type === 'checkbox'
        ? { tagName, attribs: { ...attribs, disabled: '' } }
        : { tagName: 'span', attribs: {} },
  },
};

/** Sanitises HTML that came from Markdown. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** Markdown to sanitised HTML. */
export function renderContentMarkdown(markdown: string): string {
  return sanitizeContentHtml(marked.parse(markdown, { async: false }));
}
