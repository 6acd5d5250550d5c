/** Brand identity and public constants of the site, shared by pages, metadata and Darky. */
export const siteConfig = {
  name: 'Darko Digital',
  /** Used as the Open Graph image when a page has none of its own. */
  defaultOgImage: '/images/og/default.png',
  logo: '/images/brand/logo.svg',
  themeColor: '#212d40',
} as const;

/** Chat constants of the spec (section 9). */
export const chatLimits = {
  maxMessageLength: 140,
  reconnectionDelayMs: 2000,
  reconnectionDelayMaxMs: 10000,
} as const;
