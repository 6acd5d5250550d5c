/** The internal pages' paths, texts, images and forms (data only, so route lists can import it). */
export interface InternalPageConfig {
  path: string;
  title: string;
  description: string;
  /** Key of a string list in the Hidden namespace, or of the Contact namespace's talk points. */
  points: { namespace: 'Hidden' | 'Contact'; key: string };
  image: string;
  formId: string;
}

export const internalPages = {
  test: {
    path: '/test',
    title: 'testTitle',
    description: 'testDescription',
    points: { namespace: 'Contact', key: 'talkPoints' },
    image: '/images/innovations/web-inteligente.svg',
    formId: 'test',
  },
  testHs: {
    path: '/test-hs',
    title: 'testHsTitle',
    description: 'testHsDescription',
    points: { namespace: 'Contact', key: 'talkPoints' },
    image: '/images/innovations/web-inteligente.svg',
    formId: 'test-hs',
  },
  hng: {
    path: '/hng',
    title: 'hngTitle',
    description: 'hngDescription',
    points: { namespace: 'Contact', key: 'talkPoints' },
    image: '/images/innovations/darky-3d.svg',
    formId: 'conversemos',
  },
  comingSoon: {
    path: '/coming-soon',
    title: 'comingSoonTitle',
    description: 'comingSoonDescription',
    points: { namespace: 'Hidden', key: 'comingSoonServices' },
    image: '/images/innovations/probador.svg',
    formId: 'coming-soon',
  },
  comingSoonServices: {
    path: '/coming-soon/servicios',
    title: 'comingSoonServicesTitle',
    description: 'comingSoonServicesDescription',
    points: { namespace: 'Hidden', key: 'comingSoonServices' },
    image: '/images/innovations/web-inteligente.svg',
    formId: 'coming-soon',
  },
} satisfies Record<string, InternalPageConfig>;

export type InternalPageName = keyof typeof internalPages;

export const internalPagePaths = Object.values(internalPages).map((page) => page.path);
