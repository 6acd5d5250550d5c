/**
 * A small notice at the top of every console page while the last scheduled backup failed (BACKUP_EVERY): the state
 * the server keeps for /api/health (src/server/db/scheduled-backups.ts), shown where the team looks every day.
 */
import { backupState } from '@/server/db/scheduled-backups';
import type { ConsoleLocale, ConsoleT } from '../console-locale';

export function BackupNotice({ t, locale }: { t: ConsoleT; locale: ConsoleLocale }) {
  const failure = backupState().lastFailure;
  if (!failure) return null;
  const when = new Intl.DateTimeFormat(locale === 'es' ? 'es-PE' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Lima' }).format(
    failure.at,
  );
  return (
    <div role="status" className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900" data-testid="backup-notice">
      <p className="font-semibold">{t('shell.backupFailed', { when })}</p>
      <p className="mt-1 break-words">{t('shell.backupFailedDetail', { error: failure.error.slice(0, 300) })}</p>
    </div>
  );
}
