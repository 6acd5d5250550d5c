import { describe, expect, it } from 'vitest';
import type { Service } from '@/content/schemas';
import { findServiceByTab, selectServiceTab, serviceTabHref } from './service-selection';

const tab = (slug: string, formId: string, subtitle?: Array<{ slug: string; formId: string }>) =>
  ({ slug, formId, subtitle: subtitle?.map((s, i) => ({ ...s, id: i })) }) as unknown as Service['tabs'][number];

const service = {
  slug: 'webs-y-apps-a-medida',
  tabs: [
    tab('web-corporativa', 'paginas-web', [
      { slug: 'multipage', formId: 'multipage' },
      { slug: 'landing-page', formId: 'landing-page' },
    ]),
    tab('web-inteligente', 'web-inteligente'),
  ],
} as unknown as Service;

describe('service tab selection from the query', () => {
  it('selects the tab and sub-tab named in the query, with the sub-tab form', () => {
    const selection = selectServiceTab(service, { tab: 'web-corporativa', subtab: 'landing-page' });
    expect(selection.tab.slug).toBe('web-corporativa');
    expect(selection.subtab?.slug).toBe('landing-page');
    expect(selection.formId).toBe('landing-page');
  });

  it('falls back to the first tab for an unknown or missing tab', () => {
    expect(selectServiceTab(service, { tab: 'no-such-tab' }).tab.slug).toBe('web-corporativa');
    expect(selectServiceTab(service, {}).tab.slug).toBe('web-corporativa');
  });

  it('falls back to the first sub-tab, and uses the tab form when a tab has none', () => {
    expect(selectServiceTab(service, { tab: 'web-corporativa', subtab: 'nope' }).subtab?.slug).toBe('multipage');
    const smart = selectServiceTab(service, { tab: 'web-inteligente', subtab: 'multipage' });
    expect(smart.subtab).toBeUndefined();
    expect(smart.formId).toBe('web-inteligente');
  });

  it('takes the first value when a parameter is repeated', () => {
    expect(selectServiceTab(service, { tab: ['web-inteligente', 'web-corporativa'] }).tab.slug).toBe('web-inteligente');
  });

  it('finds the service of a tab and builds tab links', () => {
    expect(findServiceByTab([service], 'web-inteligente')?.slug).toBe('webs-y-apps-a-medida');
    expect(findServiceByTab([service], 'x')).toBeUndefined();
    expect(serviceTabHref('s', 't', 'u')).toBe('/servicios/s?tab=t&subtab=u');
  });
});
