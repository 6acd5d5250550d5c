/** The content studio's pages: the collections, a collection's entries, an entry with its editor and history. */
import { createHash } from 'node:crypto';
import Link from 'next/link';
import type { Collection, Entry, EntryField } from '@/features/content-studio/server';
import type { ConsoleLocale, ConsoleT } from '../../console-locale';
import { formatConsoleDate } from '../../console-locale';
import { ConfirmAndSubmit, consoleButton, HeaderRow, inputClass, labelClass, Notice, PageHeading, TableFrame, td } from '../../components/console-ui';
import { fieldLabel, type FieldWords } from '../field-labels';
import { limaInputValue, type EntryStatus, type HistoryItem } from '../server/studio';
import { discardDraftAction, removeEntryAction, restoreVersionAction, scheduleUnpublishAction } from '../server/studio-actions';
import { CopyLinkField } from './copy-link-field';
import { EntryEditor, type EditorLabels, type ImageChoice } from './entry-editor';
import { TeamControls } from './team-controls';

type CollectionName = 'posts' | 'events' | 'workshops' | 'courses' | 'cases' | 'testimonials' | 'services' | 'lessons' | 'pages';
const collectionLabel = (t: ConsoleT, id: string) => t(`content.collections.${id as CollectionName}`);

const DONE = [
  'published',
  'removed',
  'restored',
  'gone',
  'drafted',
  'scheduled',
  'discarded',
  'unpublishScheduled',
  'unpublishCancelled',
  'personAdded',
  'personRemoved',
] as const;
const ERRORS = ['confirm', 'removeRefused', 'restore', 'unpublishAt', 'personAdd', 'personRemove'] as const;

function Outcome({ t, done, error }: { t: ConsoleT; done?: string; error?: string }) {
  const finished = DONE.find((value) => value === done);
  const failed = ERRORS.find((value) => value === error);
  return (
    <>
      {finished ? <Notice tone={finished === 'gone' ? 'info' : 'success'}>{t(`content.done.${finished}`)}</Notice> : null}
      {failed ? <Notice tone="error">{t(`content.error.${failed}`)}</Notice> : null}
    </>
  );
}

export function CollectionsView({ t, collections }: { t: ConsoleT; collections: Array<{ collection: Collection; count: number }> }) {
  return (
    <>
      <PageHeading>{t('content.title')}</PageHeading>
      <p className="mb-6 max-w-3xl">{t('content.intro')}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {collections.map(({ collection, count }) => (
          <li key={collection.id} className="rounded-md border border-grey-200 bg-white p-4">
            <h2 className="font-heading text-lg font-bold">
              <Link className="underline-offset-4 hover:underline" href={`/admin/content/${collection.id}`}>
                {collectionLabel(t, collection.id)}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-grey-700">{t('content.entries', { count })}</p>
          </li>
        ))}
        <li className="rounded-md border border-grey-200 bg-white p-4">
          <h2 className="font-heading text-lg font-bold">
            <Link className="underline-offset-4 hover:underline" href="/admin/content/media">
              {t('media.title')}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-grey-700">{t('content.mediaHint')}</p>
        </li>
      </ul>
    </>
  );
}

/** An entry's state in words: published, draft, scheduled, with a problem. */
function StatusText({ t, locale, status }: { t: ConsoleT; locale: ConsoleLocale; status: EntryStatus }) {
  const parts: string[] = [];
  if (!status.published) parts.push(t('content.state.draftOnly'));
  else parts.push(status.draft ? `${t('content.state.published')} · ${t('content.state.draft')}` : t('content.state.published'));
  if (status.publishAt) parts.push(t('content.state.scheduled', { at: formatConsoleDate(status.publishAt, locale) }));
  if (status.unpublishAt) parts.push(t('content.state.unpublishScheduled', { at: formatConsoleDate(status.unpublishAt, locale) }));
  return (
    <>
      {parts.join(' · ')}
      {status.problem ? <span className="mt-1 block font-semibold text-red-800">{t('content.state.problem')}</span> : null}
    </>
  );
}

export function EntriesView({
  t,
  locale,
  collection,
  entries,
  done,
}: {
  t: ConsoleT;
  locale: ConsoleLocale;
  collection: Collection;
  entries: Array<Pick<Entry, 'key' | 'title'> & { site: string; status: EntryStatus }>;
  done?: string;
}) {
  const label = collectionLabel(t, collection.id);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link className="underline" href="/admin/content">
          {t('content.title')}
        </Link>
      </p>
      <PageHeading
        actions={
          collection.kind !== 'pages' ? (
            <Link className={consoleButton()} href={`/admin/content/${collection.id}/new`}>
              {t('content.new')}
            </Link>
          ) : undefined
        }
      >
        {label}
      </PageHeading>
      <Outcome t={t} done={done} />
      <TableFrame label={label}>
        <HeaderRow labels={[t('content.entryTitle'), t('content.key'), t('content.status'), <span className="sr-only">{t('content.actions')}</span>]} />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.key}>
              <td className={td} data-label={t('content.entryTitle')}>
                <Link className="font-semibold underline-offset-4 hover:underline" href={`/admin/content/${collection.id}/${encodeURIComponent(entry.key)}`}>
                  {entry.title}
                </Link>
              </td>
              <td className={`${td} font-mono text-xs`} data-label={t('content.key')}>
                {entry.site}
              </td>
              <td className={td} data-label={t('content.status')}>
                <StatusText t={t} locale={locale} status={entry.status} />
              </td>
              <td className={td}>
                <Link className="underline" href={`/admin/content/${collection.id}/${encodeURIComponent(entry.key)}`}>
                  {t('content.edit')}
                  <span className="sr-only">: {entry.title}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </>
  );
}

/** Field names in the console's language (messages console.content.fields), spelled out for a key without words. */
function fieldWords(t: ConsoleT): FieldWords {
  return {
    key: (key) => (t.has(`content.fields.${key as 'title'}`) ? t(`content.fields.${key as 'title'}`) : undefined),
    item: (label, number) => t('content.fieldItem', { label, number }),
  };
}

/** The about page's people, by name or (unnamed) role, for the team's add and remove forms. */
function teamPeople(entry: Pick<Entry, 'values'>): string[] {
  const team = entry.values.es.team;
  const members = team && typeof team === 'object' && !Array.isArray(team) && Array.isArray(team.members) ? team.members : [];
  return members.map((member) => {
    const person = member && typeof member === 'object' && !Array.isArray(member) ? member : {};
    return String(person.fullName || person.role || '');
  });
}

function fingerprint(fields: EntryField[]): string {
  return createHash('sha256').update(JSON.stringify(fields.map((field) => field.values))).digest('base64url').slice(0, 16);
}

export function editorLabels(t: ConsoleT): EditorLabels {
  const codes = [
    'invalid_type',
    'too_small',
    'too_big',
    'invalid_format',
    'invalid_value',
    'key_format',
    'key_taken',
    'languages_differ',
    'image_missing',
    'key_rename_draft',
    'schedule_format',
    'schedule_past',
  ] as const;
  return {
    both: t('content.both'),
    language: { es: t('content.language.es'), en: t('content.language.en') },
    missingTranslation: t('content.missingTranslation'),
    preview: t('content.preview'),
    listHint: t('content.listHint'),
    pathHint: t('content.fieldPath', { path: '{path}' }),
    pickImage: t('content.pickImage'),
    pickImageNone: t('content.pickImageNone'),
    publish: t('content.publishNow'),
    publishing: t('content.publishing'),
    saveDraft: t('content.saveDraft'),
    savingDraft: t('content.savingDraft'),
    scheduleLegend: t('content.schedule.legend'),
    scheduleAt: t('content.schedule.at'),
    scheduleSubmit: t('content.schedule.submit'),
    scheduleHint: t('content.schedule.hint'),
    summary: t('content.summary'),
    draftSummary: t('content.draftSummary'),
    languagesLegend: t('content.postLanguages.legend'),
    languagesHint: t('content.postLanguages.hint'),
    languagesChoice: { both: t('content.postLanguages.both'), es: t('content.postLanguages.es'), en: t('content.postLanguages.en') },
    // Templates: {detail} is filled in the browser with the validator's own words.
    problems: Object.fromEntries(codes.map((code) => [code, t(`content.problems.${code}`, { detail: '{detail}' })])),
    problemFallback: t('content.problemFallback', { detail: '{detail}' }),
  };
}

export function EntryView({
  t,
  locale,
  collection,
  entry,
  fields,
  history,
  site,
  status,
  draft,
  done,
  error,
  images,
  languages,
}: {
  t: ConsoleT;
  locale: ConsoleLocale;
  collection: Collection;
  /** Undefined for a new entry. */
  entry?: Pick<Entry, 'key' | 'title' | 'values'>;
  fields: EntryField[];
  history: HistoryItem[];
  /** Where the published entry shows; undefined while it is not on the site. */
  site?: string;
  status?: EntryStatus;
  /** The saved draft being edited, with its signed preview link. */
  draft?: { savedAt: Date; savedBy: string; previewUrl: string };
  done?: string;
  error?: string;
  /** Uploaded images for the picker beside image fields. */
  images?: ImageChoice[];
  /** A post's languages (both, or one only). */
  languages?: 'both' | 'es' | 'en';
}) {
  const label = collectionLabel(t, collection.id);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link className="underline" href={`/admin/content/${collection.id}`}>
          {t('content.back', { collection: label })}
        </Link>
      </p>
      <PageHeading
        actions={
          site ? (
            <a className={consoleButton({ variant: 'secondary' })} href={site} target="_blank" rel="noopener noreferrer">
              {t('content.viewOnSite')}
            </a>
          ) : undefined
        }
      >
        {entry ? entry.title : t('content.newTitle', { collection: label })}
      </PageHeading>
      <Outcome t={t} done={done} error={error} />
      {status ? (
        <p className="mb-4 text-sm" data-testid="entry-status">
          <span className="font-semibold">{t('content.status')}:</span> <StatusText t={t} locale={locale} status={status} />
        </p>
      ) : null}
      {status?.problem ? <Notice tone="error">{t('content.draft.problem', { problem: status.problem.split('\n')[0] ?? '' })}</Notice> : null}
      {entry && draft ? <DraftPanel t={t} locale={locale} collection={collection} entryKey={entry.key} draft={draft} /> : null}
      {/* Keyed by what is stored: after a publish or a restore the form starts again from the stored values. */}
      <EntryEditor
        key={fingerprint(fields)}
        collection={collection.id}
        originalKey={entry?.key}
        fields={fields.map((field) => ({ ...field, label: fieldLabel(field.path, fieldWords(t)) }))}
        labels={editorLabels(t)}
        publishAt={limaInputValue(status?.publishAt)}
        images={images}
        languages={languages}
      />
      {entry && collection.kind === 'pages' && entry.key === 'about' ? <TeamControls t={t} people={teamPeople(entry)} /> : null}
      {entry && site && status && collection.kind !== 'pages' ? (
        <UnpublishSchedule t={t} locale={locale} collection={collection} entryKey={entry.key} at={status.unpublishAt} />
      ) : null}
      {entry && site && collection.kind !== 'pages' ? (
        <details className="mt-8 rounded-md border border-red-700/40 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-red-900">{t('content.remove.title')}</summary>
          <form action={removeEntryAction} className="mt-3 space-y-3">
            <input type="hidden" name="collection" value={collection.id} />
            <input type="hidden" name="key" value={entry.key} />
            <ConfirmAndSubmit confirm={t('content.remove.confirm')} submit={t('content.remove.submit')} />
          </form>
        </details>
      ) : null}
      {entry ? <HistoryTable t={t} locale={locale} collection={collection} entryKey={entry.key} history={history} /> : null}
    </>
  );
}

function DraftPanel({
  t,
  locale,
  collection,
  entryKey,
  draft,
}: {
  t: ConsoleT;
  locale: ConsoleLocale;
  collection: Collection;
  entryKey: string;
  draft: { savedAt: Date; savedBy: string; previewUrl: string };
}) {
  return (
    <section aria-labelledby="draft-title" className="mb-6 rounded-md border border-amber-600/60 bg-amber-50 p-4" data-testid="draft-panel">
      <h2 id="draft-title" className="font-heading text-lg font-bold">
        {t('content.draft.title')}
      </h2>
      <p className="mt-1 text-sm">{t('content.draft.text', { at: formatConsoleDate(draft.savedAt, locale), who: draft.savedBy })}</p>
      <CopyLinkField
        label={t('content.draft.previewLink')}
        value={draft.previewUrl}
        copy={t('content.draft.copy')}
        copied={t('content.draft.copied')}
        open={t('content.draft.openPreview')}
      />
      <form action={discardDraftAction} className="mt-3">
        <input type="hidden" name="collection" value={collection.id} />
        <input type="hidden" name="key" value={entryKey} />
        <button type="submit" className={consoleButton({ variant: 'secondary' })}>
          {t('content.draft.discard')}
        </button>
      </form>
    </section>
  );
}

function UnpublishSchedule({
  t,
  locale,
  collection,
  entryKey,
  at,
}: {
  t: ConsoleT;
  locale: ConsoleLocale;
  collection: Collection;
  entryKey: string;
  at: Date | null;
}) {
  return (
    <details className="mt-8 rounded-md border border-grey-200 bg-white p-4" open={at !== null}>
      <summary className="cursor-pointer font-semibold">{t('content.unpublish.title')}</summary>
      <p className="mt-2 max-w-3xl text-sm text-grey-700">{t('content.unpublish.hint')}</p>
      {at ? (
        <form action={scheduleUnpublishAction} className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="collection" value={collection.id} />
          <input type="hidden" name="key" value={entryKey} />
          <input type="hidden" name="intent" value="cancel" />
          <p className="font-semibold">{t('content.state.unpublishScheduled', { at: formatConsoleDate(at, locale) })}</p>
          <button type="submit" className={consoleButton({ variant: 'secondary' })}>
            {t('content.unpublish.cancel')}
          </button>
        </form>
      ) : (
        <form action={scheduleUnpublishAction} className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="collection" value={collection.id} />
          <input type="hidden" name="key" value={entryKey} />
          <div>
            <label htmlFor="unpublish-at" className={labelClass}>
              {t('content.unpublish.at')}
            </label>
            <input id="unpublish-at" name="unpublishAt" type="datetime-local" required className={inputClass} />
          </div>
          <button type="submit" className={consoleButton({ variant: 'secondary' })}>
            {t('content.unpublish.submit')}
          </button>
        </form>
      )}
    </details>
  );
}

function HistoryTable({ t, locale, collection, entryKey, history }: { t: ConsoleT; locale: ConsoleLocale; collection: Collection; entryKey: string; history: HistoryItem[] }) {
  type Action = 'seed' | 'import' | 'publish' | 'restore' | 'remove';
  return (
    <div className="mt-10">
      <h2 id="history-title" className="mb-2 font-heading text-xl font-bold">
        {t('content.history.title')}
      </h2>
      <p className="mb-4 max-w-3xl text-sm text-grey-700">{t('content.history.intro')}</p>
      <TableFrame label={t('content.history.title')}>
        <HeaderRow
          labels={[
            t('content.history.when'),
            t('content.history.who'),
            t('content.history.what'),
            t('content.history.language'),
            t('content.history.differs'),
            <span className="sr-only">{t('content.actions')}</span>,
          ]}
        />
        <tbody>
          {history.map((item) => (
            <tr key={item.id}>
              <td className={td} data-label={t('content.history.when')}>
                {formatConsoleDate(item.at, locale)}
              </td>
              <td className={td} data-label={t('content.history.who')}>
                {item.author}
              </td>
              <td className={td} data-label={t('content.history.what')}>
                {t(`content.history.actions.${item.action as Action}`)}
              </td>
              <td className={td} data-label={t('content.history.language')}>
                {item.locale === 'both' ? t('content.history.both') : t(`content.language.${item.locale}`)}
              </td>
              <td className={td} data-label={t('content.history.differs')}>
                {item.absent ? (
                  t('content.history.absent')
                ) : item.differs.length === 0 ? (
                  t('content.history.none')
                ) : (
                  <ul className="space-y-1">
                    {item.differs.slice(0, 6).map((difference) => (
                      <li key={difference.path} className="text-xs">
                        <span title={difference.path}>{fieldLabel(difference.path, fieldWords(t))}</span>: <del className="text-red-800">{difference.then.slice(0, 80)}</del>{' '}
                        <ins className="text-emerald-800 no-underline">{difference.now.slice(0, 80)}</ins>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className={td}>
                {!item.absent && item.differs.length > 0 ? (
                  <form action={restoreVersionAction}>
                    <input type="hidden" name="collection" value={collection.id} />
                    <input type="hidden" name="key" value={entryKey} />
                    <input type="hidden" name="version" value={item.id} />
                    <button type="submit" className={consoleButton({ variant: 'secondary' })}>
                      {t('content.history.restore')}
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </div>
  );
}
