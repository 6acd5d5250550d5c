/** The visitor's "add to calendar" file of a booked advice session (/conversemos): text/calendar, by the lead's id. */
import { handleAppointmentIcsRequest } from '@/features/leads/server/appointment-api';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleAppointmentIcsRequest((await params).id);
}
