/**
 * Links inside Darky's messages, written `[label](href)` by the server and turned into <a> elements by the widget:
 * only site paths, tel:, mailto:, WhatsApp, the agency's social profiles and its own sites are links; anything else stays text (never
 * HTML).
 */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; external: boolean };

const LINK = /\[([^\][\n]{1,120})\]\(([^()\s]{1,400})\)/g;

/** The social networks the agency has a profile on (content/contact.json): a profile's address on one of them. */
const SOCIAL_PROFILE = /^https:\/\/(?:www\.)?(?:facebook|instagram|linkedin|youtube|tiktok|x)\.com\/[\w@./-]{1,100}$/;

/** The agency's other sites, which the services menu links (content/menus.json: "Software Factory", "Juegos Interactivos"). */
const AGENCY_SITE = /^https:\/\/(?:[a-z0-9-]+\.)?darkodigital\.pe(?:\/[\w./-]{0,100})?$/;

/**
 * Whether Darky may link to this: a path of this site, a phone, an e-mail address, WhatsApp, a social profile or one of
 * the agency's own sites.
 */
export function isAllowedHref(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//') && !href.includes('\\');
  if (/^tel:\+?[0-9]{5,20}$/.test(href)) return true;
  if (/^mailto:[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i.test(href)) return true;
  return /^https:\/\/wa\.me\/[0-9]{6,20}(\?text=[^\s<>"]*)?$/.test(href) || SOCIAL_PROFILE.test(href) || AGENCY_SITE.test(href);
}

export function messageLink(label: string, href: string): string {
  return `[${label.replace(/[[\]]/g, '')}](${href})`;
}

/** tel: href of a phone number as people write it ("+51 1 640 9000" -> "tel:+5116409000"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/** The number a WhatsApp link opens, written as the mobile is when they are the same line. */
export function whatsappLabel(whatsappUrl: string, mobile: string): string {
  const digits = /wa\.me\/(\d+)/.exec(whatsappUrl)?.[1];
  if (digits && mobile.replace(/\D/g, '') === digits) return mobile;
  return digits ? `+${digits}` : whatsappUrl;
}

/** Splits a message into text and allowed links; a link to anything else is shown as its label. */
export function parseMessage(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(LINK)) {
    const [whole, text, href] = match;
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) });
    if (isAllowedHref(href!)) parts.push({ kind: 'link', text: text!, href: href!, external: href!.startsWith('https:') });
    else parts.push({ kind: 'text', text: text! });
    last = start + whole.length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}

/** The words of a message without link syntax (for speech and for comparing texts). */
export function plainMessage(message: string): string {
  return parseMessage(message)
    .map((p) => p.text)
    .join('');
}
