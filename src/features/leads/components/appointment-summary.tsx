/** On the thanks page after /conversemos: the booked session's date and time, and its .ics to add to a calendar. */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/server/db';
import { appointmentOf, describeSlot, schedulingConfig } from '../server/appointments';

export async function AppointmentSummary({ locale, leadId }: { locale: Locale; leadId: string }) {
  const appointment = await appointmentOf(await getDb(), leadId);
  if (!appointment) return null;
  const t = await getTranslations({ locale, namespace: 'Appointment' });
  const config = schedulingConfig();
  return (
    <section
      aria-labelledby="cita-title"
      className="mx-auto mt-8 max-w-xl rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-grey-100"
      data-testid="appointment"
    >
      <h2 id="cita-title" className="font-heading text-2xl font-bold text-brand-dark">
        {t('title')}
      </h2>
      <p className="mt-3 text-sm font-semibold tracking-wider text-grey-600 uppercase">{t('when')}</p>
      <p className="mt-1 text-lg text-brand-dark" data-testid="appointment-when">
        <time dateTime={appointment.start.toISOString()}>{describeSlot(appointment.start, config.slotMinutes, locale, config.timeZone)}</time>
      </p>
      <p className="mt-3 text-grey-800">{t('next')}</p>
      <a
        href={`/api/appointments/${appointment.leadId}.ics`}
        download="asesoria-darko-digital.ics"
        className="mt-5 inline-flex min-h-11 items-center rounded-full bg-brand-blue-deep px-6 font-heading font-semibold text-white hover:bg-brand-dark"
        data-testid="appointment-ics"
      >
        {t('addToCalendar')}
      </a>
    </section>
  );
}
