/** What Darky knows about the site in one language: a compact view of the content catalogues. */
import type { OpeningHours } from '@/content/schemas';
import type { ChatLocale } from '../protocol';

export interface KnowledgeSubTab {
  slug: string;
  name: string;
  metaTitle: string;
  description: string;
}

export interface KnowledgeTab extends KnowledgeSubTab {
  subTabs: KnowledgeSubTab[];
}

export interface KnowledgeService {
  slug: string;
  name: string;
  title: string;
  description: string;
  formId: string;
  tabs: KnowledgeTab[];
}

export interface DarkyKnowledge {
  locale: ChatLocale;
  services: KnowledgeService[];
  /** Buttons of the services landing that scroll to a section; url is the service page they stand for. */
  serviceSections: { id: string; url: string; text: string }[];
  portfolio: {
    title: string;
    projects: { title: string; clientSlug: string; services: string[] }[];
    clients: { title: string; slug: string; services?: string[] }[];
  } | null;
  /** `features` are what sets the agency apart (the about page's "why choose us" items), each with what it says. */
  about: {
    title: string;
    description: string;
    features: { name: string; says: string }[];
    values: string[];
    joinTeam: { title: string; text: string };
    /** The team's areas, by the roles the about page lists ("Digital strategy", "UX/UI design"…); none when it has no team. */
    teamAreas?: string[];
  } | null;
  lessons: { title: string; description: string; items: { id: string; title: string }[] } | null;
  /** The blog's posts, newest first: their titles say what it writes about. (Absent from knowledge built by hand.) */
  blog?: { posts: { slug: string; title: string }[] } | null;
  academy: {
    title: string;
    events: { slug: string; title: string; date: string; place: string }[];
    workshops: { slug: string; title: string; date: string; price: string; duration?: string; seats?: number }[];
    courses: { slug: string; title: string; duration: string; price: string }[];
  } | null;
  innovations: { title: string; description: string; items: { title: string; url: string }[] } | null;
  contact: {
    phone: string;
    mobile: string;
    email: string;
    joinEmail: string;
    whatsapp: string;
    address: string;
    /** Optional so a knowledge built without it still answers; the site's comes from content/contact.json. */
    hours?: OpeningHours;
    /** The agency's social profiles, each with its network's name as written (the footer's links). */
    socials?: { name: string; url: string }[];
  } | null;
  /** The try-on's frames (content/try-on.json), each with its shape as visitors name it: "¿qué modelos tiene?". */
  tryOnFrames?: { name: string; shape: string; colours: number }[] | null;
  /** What the home page says of its testimonials (the line above them: samples written to show the kind of project). */
  testimonialsNote?: string | null;
  /** The free consultation /conversemos books (content/scheduling.json): its length and weekdays (ISO, 1 = Monday). */
  meetings?: { minutes: number; weekdays: number[] } | null;
  /** The agency's other sites the services menu links ("Software Factory"), as the menu names them (content/menus). */
  externalSites?: { label: string; url: string }[] | null;
}

/** Site paths are stored without the locale prefix; English pages live under /en. */
export function localizedPath(locale: ChatLocale, path: string): string {
  if (locale === 'es') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

export function servicePath(serviceSlug: string, tabSlug?: string, subTabSlug?: string): string {
  const query = new URLSearchParams();
  if (tabSlug) query.set('tab', tabSlug);
  if (tabSlug && subTabSlug) query.set('subtab', subTabSlug);
  const search = query.toString();
  return `/servicios/${serviceSlug}${search ? `?${search}` : ''}`;
}
