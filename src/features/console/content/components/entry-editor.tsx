'use client';
/**
 * The studio's editor of one entry: facts once, words in Spanish and English side by side, Markdown with its preview.
 * Publishing validates the whole site's content on the server; a refused publish shows every problem at its field
 * (and a summary linking to them) with what the editor typed kept.
 */
import { marked } from 'marked';
import { useActionState, useState } from 'react';
import { MEDIA_KEYS } from '@/content/fact-keys';
import { consoleButton, inputClass, labelClass } from '../../components/console-ui';
import { publishEntryAction, type PublishState } from '../server/studio-actions';

type Locale = 'es' | 'en';

export interface EditorField {
  path: string;
  label: string;
  type: 'text' | 'textarea' | 'markdown' | 'number' | 'boolean' | 'list';
  fact: boolean;
  values: Record<Locale, string>;
  depth: number;
}

export interface EditorLabels {
  both: string;
  language: Record<Locale, string>;
  missingTranslation: string;
  preview: string;
  listHint: string;
  /** "Path: {path}": the field's place in the content, under its name in words. */
  pathHint: string;
  publish: string;
  publishing: string;
  saveDraft: string;
  savingDraft: string;
  scheduleLegend: string;
  scheduleAt: string;
  scheduleSubmit: string;
  scheduleHint: string;
  summary: string;
  draftSummary: string;
  languagesLegend: string;
  languagesHint: string;
  languagesChoice: Record<'both' | 'es' | 'en', string>;
  /** The picker of uploaded images beside an image field, and its empty choice. */
  pickImage: string;
  pickImageNone: string;
  /** Messages by problem code, with {detail} for zod's own words. */
  problems: Record<string, string>;
  problemFallback: string;
}

/** An uploaded image the picker offers: its address and its alt text in the console's language. */
export interface ImageChoice {
  address: string;
  alt: string;
}

const IMAGE_KEYS: ReadonlySet<string> = new Set<string>([...MEDIA_KEYS, 'front', 'back']);

/** Fills the image field `inputId` with the chosen upload's address (keyboard: the select's own arrows and Enter). */
function ImagePicker({ inputId, images, labels }: { inputId: string; images: ImageChoice[]; labels: EditorLabels }) {
  return (
    <div className="mt-2">
      <label htmlFor={`${inputId}-pick`} className="block text-xs font-semibold text-grey-700">
        {labels.pickImage}
      </label>
      <select
        id={`${inputId}-pick`}
        defaultValue=""
        className={inputClass}
        onChange={(event) => {
          const input = document.getElementById(inputId);
          if (input instanceof HTMLInputElement && event.currentTarget.value) input.value = event.currentTarget.value;
        }}
      >
        <option value="">{labels.pickImageNone}</option>
        {images.map((image) => (
          <option key={image.address} value={image.address}>
            {image.alt} ({image.address.slice('/media/'.length, '/media/'.length + 8)}…)
          </option>
        ))}
      </select>
    </div>
  );
}

const fieldName = (field: EditorField, locale: Locale) => (field.fact ? `f:${field.path}` : `${locale}:${field.path}`);
const fieldId = (name: string) => `field-${name.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

function problemText(labels: EditorLabels, problem: { code?: string; message: string }): string {
  const template = (problem.code && labels.problems[problem.code]) || labels.problemFallback;
  return template.replace('{detail}', problem.message);
}

function Preview({ markdown, label }: { markdown: string; label: string }) {
  // The editor's own text, shown to the editor; the site renders it through its sanitiser (src/content/markdown.server.ts).
  const html = marked.parse(markdown, { async: false });
  return (
    <div className="mt-2 rounded-md border border-grey-200 bg-grey-50 p-3">
      <p className="mb-2 text-xs font-semibold text-grey-700 uppercase">{label}</p>
      <div className="prose prose-sm max-w-none" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

function Control({
  field,
  locale,
  value,
  error,
  labels,
  onMarkdown,
  images = [],
}: {
  field: EditorField;
  locale: Locale;
  value: string;
  error?: string;
  labels: EditorLabels;
  onMarkdown?: (text: string) => void;
  images?: ImageChoice[];
}) {
  const name = fieldName(field, locale);
  const id = fieldId(name);
  const describedBy = error ? `${id}-error` : undefined;
  const common = { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: inputClass } as const;
  const label = field.fact ? `${field.label} · ${labels.both}` : `${field.label} · ${labels.language[locale]}`;
  let control;
  if (field.type === 'boolean') {
    control = (
      <>
        <input type="hidden" name={`present:${name}`} value="1" />
        <input type="checkbox" id={id} name={name} defaultChecked={value === 'true' || value === 'on'} aria-describedby={describedBy} className="h-5 w-5" />
      </>
    );
  } else if (field.type === 'text' || field.type === 'number') {
    control = <input {...common} type="text" inputMode={field.type === 'number' ? 'decimal' : undefined} defaultValue={value} />;
  } else {
    const rows = field.type === 'markdown' ? 14 : field.type === 'list' ? 3 : 4;
    control = <textarea {...common} rows={rows} defaultValue={value} onInput={onMarkdown ? (event) => onMarkdown(event.currentTarget.value) : undefined} />;
  }
  return (
    <div lang={field.fact ? undefined : locale}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {control}
      {field.type === 'text' && images.length > 0 && IMAGE_KEYS.has(field.path.split('.').at(-1) ?? '') ? <ImagePicker inputId={id} images={images} labels={labels} /> : null}
      {field.type === 'list' ? <p className="mt-1 text-xs text-grey-600">{labels.listHint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function EntryEditor({
  collection,
  originalKey,
  fields,
  labels,
  publishAt,
  images,
  languages,
}: {
  collection: string;
  originalKey?: string;
  fields: EditorField[];
  labels: EditorLabels;
  /** The draft's scheduled publication (datetime-local, Lima time), or ''. */
  publishAt: string;
  /** A post's languages: both, or one only (no translation). Absent for entries that always have both. */
  languages?: 'both' | 'es' | 'en';
  /** Uploaded images, offered beside every image field. */
  images?: ImageChoice[];
}) {
  const [state, action, pending] = useActionState<PublishState, FormData>(publishEntryAction, { status: 'idle' });
  const posted = state.posted;
  const valueOf = (field: EditorField, locale: Locale) => posted?.[fieldName(field, locale)] ?? field.values[field.fact ? 'es' : locale];
  const [markdown, setMarkdown] = useState<Record<string, string>>({});
  const errors = state.problems?.fields ?? {};
  const summary = Object.entries(errors);

  return (
    // Keyed by the outcome: after a refused publish the form shows what was posted, whatever React reset.
    <form key={JSON.stringify(posted ?? {})} action={action} className="space-y-6" noValidate>
      <input type="hidden" name="collection" value={collection} />
      {originalKey ? <input type="hidden" name="originalKey" value={originalKey} /> : null}
      {state.status === 'invalid' ? (
        <div role="alert" data-testid="publish-problems" className="rounded-md border border-red-700/50 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">{state.intent === 'publish' || !state.intent ? labels.summary : labels.draftSummary}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {summary.map(([name, problem]) => (
              <li key={name}>
                <a className="underline" href={`#${fieldId(name)}`}>
                  {name === 'publishAt'
                    ? labels.scheduleAt
                    : `${fields.find((field) => fieldName(field, name.startsWith('en:') ? 'en' : 'es') === name)?.label ?? name.replace(/^(f|es|en):/, '')} (${name.startsWith('f:') ? labels.both : labels.language[name.slice(0, 2) as Locale]})`}
                </a>
                : {problemText(labels, problem)}
              </li>
            ))}
            {state.problems?.general.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {languages ? (
        <fieldset className="rounded-md border border-grey-200 bg-white p-4">
          <legend className="px-1 font-semibold">{labels.languagesLegend}</legend>
          <p className="mb-2 text-sm text-grey-700">{labels.languagesHint}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(['both', 'es', 'en'] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-2">
                <input type="radio" name="languages" value={choice} defaultChecked={(posted?.languages ?? languages) === choice} className="h-5 w-5" />
                {labels.languagesChoice[choice]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {fields.map((field) => {
        const missing = !field.fact && field.type !== 'boolean' && valueOf(field, 'es').trim() !== '' && valueOf(field, 'en').trim() === '';
        return (
          <fieldset key={field.path} className="rounded-md border border-grey-200 bg-white p-4" style={{ marginLeft: `${Math.min(field.depth, 3)}rem` }}>
            <legend className="px-1 text-sm font-semibold text-grey-800">
              {field.label}
              <span className="ml-2 font-mono text-xs font-normal text-grey-700">{labels.pathHint.replace('{path}', field.path)}</span>
              {missing ? <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 font-sans font-semibold text-amber-900">{labels.missingTranslation}</span> : null}
            </legend>
            {field.fact ? (
              <Control
                field={field}
                locale="es"
                value={valueOf(field, 'es')}
                error={errors[fieldName(field, 'es')] && problemText(labels, errors[fieldName(field, 'es')]!)}
                labels={labels}
                images={images}
              />
            ) : (
              <div className="grid gap-4 md:grid-cols-2">
                {(['es', 'en'] as const).map((locale) => {
                  const name = fieldName(field, locale);
                  return (
                    <div key={locale}>
                      <Control
                        field={field}
                        locale={locale}
                        value={valueOf(field, locale)}
                        error={errors[name] && problemText(labels, errors[name]!)}
                        labels={labels}
                        onMarkdown={field.type === 'markdown' ? (text) => setMarkdown((now) => ({ ...now, [name]: text })) : undefined}
                      />
                      {field.type === 'markdown' ? <Preview markdown={markdown[name] ?? valueOf(field, locale)} label={labels.preview} /> : null}
                    </div>
                  );
                })}
              </div>
            )}
          </fieldset>
        );
      })}
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-grey-200 bg-white px-1 py-3">
        {/* The first submit button is the form's default (Enter in a field): publishing stays the default action. */}
        <button type="submit" name="intent" value="publish" className={consoleButton()} disabled={pending} aria-disabled={pending}>
          {pending ? labels.publishing : labels.publish}
        </button>
        <button type="submit" name="intent" value="draft" className={consoleButton({ variant: 'secondary' })} disabled={pending} aria-disabled={pending}>
          {pending ? labels.savingDraft : labels.saveDraft}
        </button>
      </div>
      <fieldset className="rounded-md border border-grey-200 bg-white p-4">
        <legend className="px-1 font-semibold">{labels.scheduleLegend}</legend>
        <p className="mb-2 text-sm text-grey-700">{labels.scheduleHint}</p>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="field-publishAt" className={labelClass}>
              {labels.scheduleAt}
            </label>
            <input
              id="field-publishAt"
              name="publishAt"
              type="datetime-local"
              defaultValue={posted?.publishAt ?? publishAt}
              aria-invalid={errors.publishAt ? true : undefined}
              aria-describedby={errors.publishAt ? 'field-publishAt-error' : undefined}
              className={inputClass}
            />
          </div>
          <button type="submit" name="intent" value="schedule" className={consoleButton({ variant: 'secondary' })} disabled={pending} aria-disabled={pending}>
            {labels.scheduleSubmit}
          </button>
        </div>
        {errors.publishAt ? (
          <p id="field-publishAt-error" className="mt-1 text-sm font-semibold text-red-800">
            {problemText(labels, errors.publishAt)}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
