/**
 * GET /api/appointments/{leadId}.ics: the booked session as an .ics download. The lead's id is a random UUID only
 * its visitor has seen (thanks page); the file holds the time and the agency's details, nothing the visitor typed.
 */
import { getDb } from '@/server/db';
import { appointmentIcs, appointmentOf } from './appointments';

export async function handleAppointmentIcsRequest(idParam: string): Promise<Response> {
  const id = idParam.replace(/\.ics$/, '');
  const appointment = await appointmentOf(await getDb(), id);
  if (!appointment) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  return new Response(appointmentIcs(appointment), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8; method=PUBLISH',
      'content-disposition': 'attachment; filename="asesoria-darko-digital.ics"',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
