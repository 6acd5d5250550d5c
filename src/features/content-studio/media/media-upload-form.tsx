'use client';
/**
 * The studio's upload form: a file and its alt text in both languages. Sent with fetch as a multipart form to the
 * upload endpoint; its field errors (in the console's language) show at their fields, the first one focused.
 */
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { consoleButton, CopyButton, Notice } from '@/features/console/ui';
import { ALT_MAX_LENGTH, MEDIA_MAX_BYTES, MEDIA_UPLOAD_PATH } from './media-limits';

export interface MediaUploadTexts {
  heading: string;
  file: string;
  fileHint: string;
  altEs: string;
  altEn: string;
  altHint: string;
  submit: string;
  uploading: string;
  uploaded: string;
  failed: string;
  copy: string;
  copied: string;
  tooLarge: string;
  network: string;
}

type Field = 'file' | 'altEs' | 'altEn';
const FIELDS: readonly Field[] = ['file', 'altEs', 'altEn'];

export function MediaUploadForm({ texts, locale }: { texts: MediaUploadTexts; locale: 'es' | 'en' }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string>();
  const [uploaded, setUploaded] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The upload is sent by the script (the endpoint answers JSON): a click before hydration would post the form
  // natively and leave the editor on that JSON, so the button waits for the script (a moment after the page shows).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  function showErrors(found: Partial<Record<Field, string>>, summary?: string) {
    setErrors(found);
    setMessage(summary ?? texts.failed);
    const first = FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    setUploaded(undefined);
    // Only the size is checked here, so a large file is not sent to be refused; the rest (a missing file or alt text
    // included) the endpoint answers, every field at once.
    if (file instanceof File && file.size > MEDIA_MAX_BYTES) return showErrors({ file: texts.tooLarge });
    data.set('locale', locale);
    setBusy(true);
    try {
      const response = await fetch(`${MEDIA_UPLOAD_PATH}?locale=${locale}`, { method: 'POST', body: data });
      const body = (await response.json().catch(() => ({}))) as { url?: string; errors?: Partial<Record<Field, string>>; message?: string };
      if (response.ok && body.url) {
        setErrors({});
        setMessage(undefined);
        setUploaded(body.url);
        form.current?.reset();
        router.refresh();
      } else if (response.status === 413) showErrors({ file: texts.tooLarge });
      else if (body.errors) showErrors(body.errors);
      else showErrors({}, body.message ?? texts.failed);
    } catch {
      showErrors({}, texts.network);
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (field: Field, hint?: string) => [hint, errors[field] ? `media-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`media-${field}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {errors[field]}
      </p>
    ) : null;
  const input =
    'mt-1 block w-full rounded-md border border-grey-400 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-blue-deep aria-invalid:border-red-700';

  return (
    <section aria-labelledby="media-upload-heading" className="mb-8 rounded-md border border-grey-200 bg-white p-4 md:p-6">
      <h2 id="media-upload-heading" className="mb-4 font-heading text-lg font-bold text-brand-dark">
        {texts.heading}
      </h2>
      {message ? (
        <Notice tone="error" role="alert">
          {message}
        </Notice>
      ) : null}
      {uploaded ? (
        <div
          className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-emerald-700/40 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          role="status"
        >
          <span>{texts.uploaded}</span>
          <code className="break-all">{uploaded}</code>
          <CopyButton text={uploaded} label={texts.copy} done={texts.copied} />
        </div>
      ) : null}
      <form
        ref={form}
        onSubmit={submit}
        method="post"
        action={MEDIA_UPLOAD_PATH}
        encType="multipart/form-data"
        noValidate
        className="grid gap-4 md:grid-cols-2"
      >
        <div className="md:col-span-2">
          <label htmlFor="media-file" className="text-sm font-semibold text-brand-dark">
            {texts.file}
          </label>
          <input
            id="media-file"
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            required
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy('file', 'media-file-hint')}
            className={input}
          />
          <p id="media-file-hint" className="mt-1 text-sm text-grey-700">
            {texts.fileHint}
          </p>
          {fieldError('file')}
        </div>
        {(['altEs', 'altEn'] as const).map((field) => (
          <div key={field}>
            <label htmlFor={`media-${field}`} className="text-sm font-semibold text-brand-dark">
              {texts[field]}
            </label>
            <textarea
              id={`media-${field}`}
              name={field}
              required
              rows={2}
              maxLength={ALT_MAX_LENGTH}
              lang={field === 'altEs' ? 'es' : 'en'}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(field, 'media-alt-hint')}
              className={input}
            />
            {fieldError(field)}
          </div>
        ))}
        <p id="media-alt-hint" className="text-sm text-grey-700 md:col-span-2">
          {texts.altHint}
        </p>
        <div className="md:col-span-2">
          <button type="submit" className={consoleButton()} disabled={busy || !ready} aria-busy={busy}>
            {busy ? texts.uploading : texts.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
