/** Builds Darky's knowledge from the content catalogues; a catalogue that is missing or broken is left out, not fatal. */
import { getCatalogue, getSharedCatalogue, listBlogPosts } from '@/content/catalogue.server';
import { priceText } from '@/content/price-text.server';
import { socialNetworkNames } from '@/content/schemas';
import { messagesOf } from '@/i18n/server-messages';
import type { ChatLocale } from '../protocol';
import type { DarkyKnowledge } from './knowledge';

function tryRead<T>(what: string, read: () => T, problems: string[]): T | null {
  try {
    return read();
  } catch (error) {
    problems.push(`${what}: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

export interface LoadedKnowledge {
  knowledge: DarkyKnowledge;
  /** Catalogues that could not be read; Darky answers without them. */
  problems: string[];
}

export function loadDarkyKnowledge(locale: ChatLocale): LoadedKnowledge {
  const problems: string[] = [];
  const services = tryRead('services', () => getCatalogue(locale, 'services'), problems);
  const portfolio = tryRead('portfolio', () => getCatalogue(locale, 'portfolio'), problems);
  const about = tryRead('about', () => getCatalogue(locale, 'about'), problems);
  const lessons = tryRead('lessons', () => getCatalogue(locale, 'lessons'), problems);
  const blog = tryRead('blog', () => listBlogPosts(locale), problems);
  const academy = tryRead('academy', () => getCatalogue(locale, 'academy'), problems);
  const home = tryRead('home', () => getCatalogue(locale, 'home'), problems);
  const contact = tryRead('contact', () => getSharedCatalogue('contact'), problems);
  const scheduling = tryRead('scheduling', () => getSharedCatalogue('scheduling'), problems);
  const tryOn = tryRead('try-on', () => getCatalogue(locale, 'try-on'), problems);
  const menus = tryRead('menus', () => getCatalogue(locale, 'menus'), problems);

  const knowledge: DarkyKnowledge = {
    locale,
    services: (services?.services ?? []).map((service) => ({
      slug: service.slug,
      name: service.name,
      title: service.title,
      description: service.description,
      formId: service.formId,
      tabs: service.tabs.map((tab) => ({
        slug: tab.slug,
        name: tab.name,
        metaTitle: tab.metaTitle,
        description: tab.description,
        subTabs: (tab.subtitle ?? []).map((sub) => ({ slug: sub.slug, name: sub.name, metaTitle: sub.metaTitle, description: sub.description })),
      })),
    })),
    serviceSections: (services?.landing.sections ?? []).map((s) => ({ id: s.id, url: s.url, text: s.text })),
    portfolio: portfolio && {
      title: portfolio.title,
      projects: portfolio.projects.map((p) => ({ title: p.title, clientSlug: p.clientSlug, services: p.services })),
      clients: portfolio.clients.filter((c) => c.active && c.title.trim()).map((c) => ({ title: c.title, slug: c.slug, services: c.services })),
    },
    about: about && {
      title: about.title,
      description: about.description,
      features: about.items.map((i) => ({ name: i.name, says: i.msg })),
      values: about.features.map((f) => f.name),
      joinTeam: about.joinTeam,
      teamAreas: about.team?.members.map((member) => member.role) ?? [],
    },
    lessons: lessons && { title: lessons.title, description: lessons.description, items: lessons.lessons.map((l) => ({ id: l.id, title: l.title })) },
    blog: blog && { posts: blog.map((post) => ({ slug: post.slug, title: post.title })) },
    academy: academy && {
      title: academy.title,
      events: academy.events.items.map((e) => ({ slug: e.slug, title: e.title, date: e.date, place: e.place })),
      workshops: academy.workshops.items.map((w) => ({
        slug: w.slug,
        title: w.title,
        date: w.date,
        duration: w.duration,
        price: priceText(locale, w.price),
        seats: w.seats,
      })),
      courses: academy.courses.items.map((c) => ({ slug: c.slug, title: c.title, duration: c.duration, price: priceText(locale, c.price) })),
    },
    innovations: home && {
      title: home.innovations.title,
      description: home.innovations.description,
      items: home.innovations.items.map((i) => ({ title: i.title, url: i.url })),
    },
    contact: contact && {
      phone: contact.phone,
      mobile: contact.mobile,
      email: contact.email,
      joinEmail: contact.joinEmail,
      whatsapp: contact.whatsapp,
      address: contact.address,
      hours: contact.hours,
      socials: contact.socials.map((social) => ({ name: socialNetworkNames[social.network], url: social.url })),
    },
    meetings: scheduling && { minutes: scheduling.slotMinutes, weekdays: scheduling.weekdays },
    tryOnFrames: tryOn && tryOn.frames.map((frame) => ({ name: frame.name, shape: frame.shapeLabel, colours: frame.colours.length })),
    // The same line the home page shows above its testimonials (one source: the page's messages).
    testimonialsNote: messagesOf(locale).Cases.testimonialsNote,
    externalSites:
      menus && menus.main.flatMap((item) => (item.children ?? []).filter((child) => child.external).map((child) => ({ label: child.label, url: child.href }))),
  };
  return { knowledge, problems };
}
