/**
 * A feature declares its outbox once: the outbox table, the table of the subjects its rows point at (a lead, a payment
 * link) and a name. It gets the queue its worker runs and the signal that wakes it.
 */
import 'server-only';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OutboxQueue, OutboxTable } from './outbox-worker';
import { outboxSignal, type OutboxSignal } from './outbox-signal';

export function defineOutbox<Subject extends { id: string }>(declaration: {
  /** Names the signal, the logs and the console's queue ('leads', 'payments'). */
  name: string;
  table: OutboxTable;
  /** The outbox table's column naming the subject (lead id, payment link id). */
  subjectColumn: PgColumn;
  /** Word for the logs ('lead', 'payment'). */
  subjectName: string;
  /** Where the subjects live: a table whose `id` the subject column references. */
  subjects: PgTable & { id: PgColumn };
}): { queue: OutboxQueue<Subject>; signal: OutboxSignal } {
  const { subjects, ...queue } = declaration;
  return {
    queue: {
      ...queue,
      async loadSubjects(db, ids) {
        const rows = (await db.select().from(subjects).where(inArray(subjects.id, ids))) as unknown as Subject[];
        return new Map(rows.map((subject) => [subject.id, subject]));
      },
    },
    signal: outboxSignal(declaration.name),
  };
}
