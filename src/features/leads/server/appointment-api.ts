/**
 * GET /api/appointments/{leadId}.ics: the booked session as an .ics download. The lead's id is a random UUID only
 * its visitor has seen (thanks page); the file holds the time and the agency's details, nothing the visitor typed.
 */
import 'server-only';
import { getDb } from '@/server/db';
import { defineEndpoint, type EndpointAnswer } from '@/server/http/endpoint';
import { appointmentIcs, appointmentOf } from './appointments';

export const appointmentIcsEndpoint = defineEndpoint({
  path: '/api/appointments/:id',
  methods: ['GET', 'HEAD'],
  summary: 'A booked session as an .ics download, found by its lead’s id.',
  sameOrigin: false,
  async handle({ params }): Promise<EndpointAnswer> {
    const id = params.id!.replace(/\.ics$/, '');
    const appointment = await appointmentOf(await getDb(), id);
    if (!appointment) return { status: 404, body: 'Not found', headers: { 'content-type': 'text/plain; charset=utf-8' } };
    return {
      status: 200,
      body: appointmentIcs(appointment),
      headers: {
        'content-type': 'text/calendar; charset=utf-8; method=PUBLISH',
        'content-disposition': 'attachment; filename="asesoria-darko-digital.ics"',
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
      },
    };
  },
});
