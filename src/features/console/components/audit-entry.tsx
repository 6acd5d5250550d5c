/**
 * One audit log entry in words (issue 26): the operator by name (the command line as such), what they did in the
 * console's language, and a link to what it touched when that has a page (a lead, a conversation's example list…).
 */
import type { ConsoleT } from '../console-locale';

const ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.sign-out',
  'content.create',
  'content.media.upload',
  'content.publish',
  'content.remove',
  'content.restore',
  'darky.example.edit',
  'darky.example.remove',
  'darky.questions.answer',
  'darky.questions.assign',
  'darky.questions.dismiss',
  'delivery.retry',
  'delivery.retry-all-dead',
  'lead.bulk-assign',
  'lead.bulk-mark',
  'lead.mark',
  'lead.merge',
  'lead.work',
  'leads.export',
  'payment-link.cancel',
  'payment-link.create',
  'session.revoke',
  'session.revoke-others',
  'user.create',
  'user.set-password',
  'user.set-role',
  'user.disable',
  'user.enable',
] as const;

/** Message keys cannot hold dots: 'lead.mark' is 'lead_mark' under console.audit.actions. */
export function auditActionText(t: ConsoleT, action: string): string {
  return (ACTIONS as readonly string[]).includes(action) ? t(`audit.actions.${action.replaceAll('.', '_') as 'lead_mark'}`) : action;
}

export function auditActorName(t: ConsoleT, entry: { actorId: string | null; actorEmail: string }, names: Map<string, string>): string {
  if (entry.actorEmail === 'cli' && !entry.actorId) return t('audit.cli');
  return names.get(entry.actorEmail) ?? entry.actorEmail;
}

/** Where the entry's target can be seen, and how to call it. */
export function AuditTarget({ t, target }: { t: ConsoleT; target: string }) {
  const [kind, id = ''] = target.split(/:(.*)/s);
  const link = (href: string, text: string) => (
    <a className="text-brand-blue-deep underline" href={href}>
      {text}
    </a>
  );
  if (kind === 'lead' && /^[0-9a-f-]{36}$/i.test(id)) return link(`/admin/leads/${id}`, t('audit.targetLead'));
  if (kind === 'leads') return <>{t('audit.targetLeads', { count: Number(id) || 0 })}</>;
  if (kind === 'intent' || kind === 'questions' || kind === 'darky-example') return link('/admin/questions', t('audit.targetQuestions'));
  if (kind?.startsWith('payment-link')) return link('/admin/payments', t('audit.targetPayment'));
  if (kind?.endsWith('-delivery') || kind?.endsWith('-outbox')) return link('/admin/deliveries', t('audit.targetDelivery'));
  if (kind === 'session' || kind === 'operator') return <>{t('audit.targetSession')}</>;
  // 'content:<collection>/<key>': the entry in the studio (a removed one's page says it no longer exists).
  if (kind === 'content' && /^[a-z]+\/[^/]+$/.test(id)) {
    const [collection, key = ''] = id.split('/');
    return link(`/admin/content/${collection}/${encodeURIComponent(key)}`, t('audit.targetContent', { key }));
  }
  if (kind === 'media') return link('/admin/content/media', t('audit.targetMedia'));
  return <span className="break-all">{target}</span>;
}
