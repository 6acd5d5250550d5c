import { describe, expect, it } from 'vitest';
import { isAllowedHref, messageLink, parseMessage } from './message-links';

describe("Darky's message links", () => {
  it.each([
    '/servicios/chatbot-personalizado',
    'tel:+5116409000',
    'mailto:hola@darkodigital.pe',
    'https://wa.me/51987654321',
    'https://www.instagram.com/darkodigital',
    'https://www.tiktok.com/@darkodigital',
    'https://www.linkedin.com/company/darkodigital',
  ])('links %s', (href) => {
    expect(isAllowedHref(href)).toBe(true);
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/darkodigital',
    'https://www.instagram.com.evil.example/darkodigital',
    'https://instagram.com',
    'http://www.instagram.com/darkodigital',
    'javascript:void0',
    'https://www.facebook.com/x?next=https://evil.example',
    'https://darkodigital.pe.evil.example',
    'https://evildarkodigital.pe',
    'http://softwarefactory.darkodigital.pe',
    'https://softwarefactory.darkodigital.pe?next=https://evil.example',
  ])('shows %s as text', (href) => {
    expect(isAllowedHref(href)).toBe(false);
    expect(parseMessage(messageLink('label', href))).toEqual([{ kind: 'text', text: 'label' }]);
  });

  it('links the agency’s own sites (the services menu’s Software Factory), as external', () => {
    expect(parseMessage(messageLink('Software Factory', 'https://softwarefactory.darkodigital.pe'))).toEqual([
      { kind: 'link', text: 'Software Factory', href: 'https://softwarefactory.darkodigital.pe', external: true },
    ]);
  });

  it('marks a social profile as external (it opens apart from the site)', () => {
    expect(parseMessage(messageLink('Instagram', 'https://www.instagram.com/darkodigital'))).toEqual([
      { kind: 'link', text: 'Instagram', href: 'https://www.instagram.com/darkodigital', external: true },
    ]);
  });
});
