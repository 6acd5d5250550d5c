/**
 * Picks the service tab and sub-tab a URL asks for (`?tab=` and `?subtab=`); an unknown or missing
 * value falls back to the first, so every link lands on real content.
 */
import type { Service, ServiceSubTab, ServiceTab } from '@/content/schemas';

export interface ServiceSelection {
  tab: ServiceTab;
  subtab: ServiceSubTab | undefined;
  /** The form that fits what the visitor is reading: sub-tab, else tab. */
  formId: string;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function selectServiceTab(service: Service, query: { tab?: string | string[]; subtab?: string | string[] }): ServiceSelection {
  const tabSlug = firstValue(query.tab);
  const tab = service.tabs.find((t) => t.slug === tabSlug) ?? service.tabs[0]!;
  const subtabSlug = firstValue(query.subtab);
  const subtabs = tab.subtitle ?? [];
  const subtab = subtabs.find((s) => s.slug === subtabSlug) ?? subtabs[0];
  return { tab, subtab, formId: subtab?.formId ?? tab.formId };
}

/** The service that owns a tab slug (the services landing accepts `?tab=` too). */
export function findServiceByTab(services: Service[], tabSlug: string | undefined): Service | undefined {
  if (!tabSlug) return undefined;
  return services.find((service) => service.tabs.some((tab) => tab.slug === tabSlug));
}

export function serviceTabHref(serviceSlug: string, tabSlug: string, subtabSlug?: string): string {
  const query = new URLSearchParams({ tab: tabSlug });
  if (subtabSlug) query.set('subtab', subtabSlug);
  return `/servicios/${serviceSlug}?${query.toString()}`;
}
