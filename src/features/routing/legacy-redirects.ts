/**
 * Permanent (308) redirects from the older site's routes to their current counterparts,
 * for Spanish (bare paths) and English (/en prefix) alike.
 */
type Redirect = { source: string; destination: string; permanent: true };

/** Older service slugs and the current page (and tab) that replaced each. */
export const legacyServiceTargets: Record<string, string> = {
  'web-inteligente': '/servicios/webs-y-apps-a-medida?tab=web-inteligente',
  'web-apps': '/servicios/webs-y-apps-a-medida?tab=apps-web-movil',
  chatbots: '/servicios/chatbot-personalizado',
  'marketing-digital': '/servicios/impulsamos-tu-marca',
  'identidad-corporativa': '/servicios/impulsamos-tu-marca?tab=branding',
};

/** The current service page an older slug's thank-you routes belong to (without query). */
function servicePathOf(oldSlug: string): string {
  return legacyServiceTargets[oldSlug]!.split('?')[0]!;
}

function spanishRedirects(): Array<Omit<Redirect, 'permanent'>> {
  const rules: Array<Omit<Redirect, 'permanent'>> = [
    { source: '/servicios-old', destination: '/servicios' },
    { source: '/servicios-old/gracias', destination: '/servicios/gracias' },
    { source: '/servicios-old/gracias/:slug', destination: '/servicios/gracias/:slug' },
    { source: '/portafolio/old', destination: '/portafolio' },
    { source: '/contacto-old/gracias', destination: '/contacto/gracias' },
    { source: '/contacto-old/gracias/:slug', destination: '/contacto/gracias/:slug' },
    { source: '/servicios/:slug/past', destination: '/servicios/:slug' },
  ];
  for (const oldSlug of Object.keys(legacyServiceTargets)) {
    rules.push(
      { source: `/servicios-old/${oldSlug}`, destination: legacyServiceTargets[oldSlug]! },
      { source: `/servicios-old/${oldSlug}/gracias`, destination: `${servicePathOf(oldSlug)}/gracias` },
      { source: `/servicios-old/${oldSlug}/gracias/:slug`, destination: `${servicePathOf(oldSlug)}/gracias/:slug` },
    );
  }
  return rules;
}

export function legacyRedirects(): Redirect[] {
  return spanishRedirects().flatMap((rule) => [
    { ...rule, permanent: true as const },
    { source: `/en${rule.source}`, destination: `/en${rule.destination}`, permanent: true as const },
  ]);
}
