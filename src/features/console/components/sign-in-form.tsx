/** The sign-in form: e-mail and password, posted to the sign-in server action (works without JavaScript). */
import type { ConsoleT } from '../console-locale';
import { signInAction } from '../server/console-actions';
import { ConsoleButton, Field, inputClass, Notice } from './console-ui';

export interface SignInNotice {
  error?: 'invalid' | 'locked' | 'missing';
  waitMinutes?: number;
  signedOut?: boolean;
}

export function SignInForm({ t, next, notice }: { t: ConsoleT; next: string; notice: SignInNotice }) {
  return (
    <div className="mx-auto w-full max-w-sm rounded-lg border border-grey-200 bg-white p-6 shadow-sm">
      <h1 className="mb-1 font-heading text-2xl font-bold">{t('signIn.title')}</h1>
      <p className="mb-4 text-sm text-grey-600">{t('signIn.intro')}</p>
      {notice.signedOut ? <Notice tone="success">{t('signIn.signedOut')}</Notice> : null}
      {notice.error === 'invalid' ? <Notice tone="error">{t('signIn.invalid')}</Notice> : null}
      {notice.error === 'missing' ? <Notice tone="error">{t('signIn.missing')}</Notice> : null}
      {notice.error === 'locked' ? <Notice tone="error">{t('signIn.locked', { minutes: notice.waitMinutes ?? 15 })}</Notice> : null}
      <form action={signInAction} className="flex flex-col gap-4">
        <input type="hidden" name="next" value={next} />
        <Field label={t('signIn.email')} htmlFor="sign-in-email">
          <input id="sign-in-email" name="email" type="email" autoComplete="username" required maxLength={200} className={inputClass} />
        </Field>
        <Field label={t('signIn.password')} htmlFor="sign-in-password">
          <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required maxLength={128} className={inputClass} />
        </Field>
        <ConsoleButton type="submit">{t('signIn.submit')}</ConsoleButton>
      </form>
    </div>
  );
}
