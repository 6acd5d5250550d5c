'use server';
/**
 * Adding and removing a person of the about page's team (the entry's editor edits each person's fields). Validated as
 * the whole content like every publish, in the audit log as a publish of the about page, live within seconds.
 */
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { liveContentSource } from '@/content/content-source.server';
import { publishChange } from '@/server/change-signal';
import { getDb } from '@/server/db';
import {
  collectionById,
  ContentRefusedError,
  entryChanges,
  loadPublishedContent,
  publishDocuments,
  readEntry,
  withNewPerson,
  withoutPerson,
  type JsonObject,
  type StudioLocale,
} from '@/features/content-studio/server';
import { recordAudit, requireOperator } from '../../server/operator-session';

const ABOUT = '/admin/content/pages/about';

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/** Publishes the about page's new values; the editor lands back on the page with the outcome. */
async function publishAbout(operator: Awaited<ReturnType<typeof requireOperator>>, values: Record<StudioLocale, JsonObject>, change: 'add' | 'remove') {
  const pages = collectionById('pages')!;
  const db = await getDb();
  const published = await loadPublishedContent(db);
  let revision: number;
  try {
    revision = await publishDocuments(db, entryChanges(pages, published.documents, 'about', values, 'about'), operator.email);
  } catch (error) {
    if (error instanceof ContentRefusedError) redirect(`${ABOUT}?error=${change === 'add' ? 'personAdd' : 'personRemove'}#team-controls`);
    throw error;
  }
  await recordAudit(operator, 'content.publish', 'content:pages/about', { revision, team: change });
  await publishChange('content.published');
  // The page the editor opens next shows the change: wait (briefly) until this process serves it.
  const deadline = Date.now() + 3_000;
  while (Date.now() < deadline && !(Number(liveContentSource().revision.replace(/^db:/, '')) >= revision)) await new Promise((resolve) => setTimeout(resolve, 50));
  redirect(`${ABOUT}?done=${change === 'add' ? 'personAdded' : 'personRemoved'}`);
}

async function aboutValues(): Promise<Record<StudioLocale, JsonObject>> {
  const entry = readEntry(collectionById('pages')!, (await loadPublishedContent(await getDb())).documents, 'about');
  if (!entry) redirect('/admin/content/pages');
  return entry.values;
}

export async function addPersonAction(form: FormData): Promise<void> {
  const operator = await requireOperator({ roles: ['owner', 'editor'] });
  const fullName = text(form, 'fullName');
  if (!fullName) redirect(`${ABOUT}?error=personAdd#team-controls`);
  // The avatar's alt text is site words: in each page's language, not the console's.
  const alt = async (locale: StudioLocale) => (await getTranslations({ locale, namespace: 'console' }))('content.team.avatarAlt', { name: fullName });
  const values = withNewPerson(await aboutValues(), {
    fullName,
    linkedin: text(form, 'linkedin'),
    role: { es: text(form, 'role.es'), en: text(form, 'role.en') },
    bio: { es: text(form, 'bio.es'), en: text(form, 'bio.en') },
    photoAlt: { es: await alt('es'), en: await alt('en') },
  });
  if (!values) redirect(`${ABOUT}?error=personAdd#team-controls`);
  await publishAbout(operator, values, 'add');
}

export async function removePersonAction(form: FormData): Promise<void> {
  const operator = await requireOperator({ roles: ['owner', 'editor'] });
  if (text(form, 'confirm') !== 'yes') redirect(`${ABOUT}?error=confirm#team-controls`);
  const values = withoutPerson(await aboutValues(), Number(text(form, 'index')));
  if (!values) redirect(`${ABOUT}?error=personRemove#team-controls`);
  await publishAbout(operator, values, 'remove');
}
