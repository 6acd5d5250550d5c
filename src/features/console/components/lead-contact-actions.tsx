/** A lead's primary actions: call (tel:), WhatsApp and e-mail (mailto:), as large links a thumb reaches on a phone. */
import type { Lead } from '@/features/leads/tables';
import type { ConsoleT } from '../console-locale';
import { telHref, whatsappHref } from '../leads/phone';
import { consoleButton } from './console-ui';

export function LeadContactActions({
  t,
  lead,
  compact = false,
}: {
  t: ConsoleT;
  lead: Pick<Lead, 'firstName' | 'lastName' | 'phone' | 'email'>;
  compact?: boolean;
}) {
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  const tel = telHref(lead.phone);
  const whatsapp = whatsappHref(lead.phone);
  const size = compact ? 'px-3' : '';
  return (
    <div className="flex flex-wrap gap-2">
      {tel ? (
        <a className={consoleButton({ className: size })} href={tel} aria-label={t('leads.callName', { name })} data-action="call">
          <span aria-hidden="true">☎</span> {t('leads.call')}
        </a>
      ) : null}
      {whatsapp ? (
        <a
          className={consoleButton({ variant: 'secondary', className: size })}
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('leads.whatsappName', { name })}
          data-action="whatsapp"
        >
          {t('leads.whatsapp')}
        </a>
      ) : null}
      {lead.email ? (
        <a
          className={consoleButton({ variant: 'secondary', className: size })}
          href={`mailto:${lead.email}`}
          aria-label={t('leads.mailName', { name })}
          data-action="mail"
        >
          {t('leads.mail')}
        </a>
      ) : null}
    </div>
  );
}
