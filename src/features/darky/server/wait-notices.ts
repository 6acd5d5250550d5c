/**
 * Wait notices (issue 25, item 4): a visitor who waited for a person past HANDOFF_NOTICE_AFTER_MS with nobody of the
 * team online is told to the team once per waiting episode, as an outbox row per channel (the site's OutboxWorker
 * sends them and retries). Once: a unique row per guest and `waiting_since`, written in the same statement as its
 * deliveries, so two processes noticing the same wait store one notice and one delivery per channel.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { defineOutbox } from '@/server/outbox/define-outbox';
import { darkyHandoffs, darkyWaitNoticeDeliveries, darkyWaitNotices, chatPageViews, type DarkyWaitNotice } from '@/features/darky/tables';
import type { ChatLocale } from '../protocol';
import type { Handoff } from './handoff-store';

export const waitNoticeChannels = ['email', 'webhook'] as const;
export type WaitNoticeChannel = (typeof waitNoticeChannels)[number];

/** A wait told to the team: who (the guest, for the console's link), since when, in which language, on which page. */
export interface WaitNotice {
  id: string;
  guestId: string;
  locale: ChatLocale;
  waitingSince: Date;
  path: string | null;
  noticedAt: Date;
}

export interface WaitNoticeStore {
  /**
   * Of these visitors, those still waiting since before `cutoff` and not told yet for this wait: recorded (with a
   * delivery per channel) and returned, each once whichever process asks.
   */
  record(candidates: readonly Handoff[], cutoff: Date): Promise<WaitNotice[]>;
}

const outbox = defineOutbox<DarkyWaitNotice>({
  name: 'wait-notices',
  table: darkyWaitNoticeDeliveries,
  subjectColumn: darkyWaitNoticeDeliveries.noticeId,
  subjectName: 'waitNotice',
  subjects: darkyWaitNotices,
});

export const waitNoticeOutboxQueue = outbox.queue;
/** Wakes the wait notices' worker (a notice stored). */
export const waitNoticeOutbox = outbox.signal;

/** One process's notices (tests, a site without the console). */
export class MemoryWaitNoticeStore implements WaitNoticeStore {
  readonly notices: WaitNotice[] = [];

  async record(candidates: readonly Handoff[], cutoff: Date): Promise<WaitNotice[]> {
    const recorded: WaitNotice[] = [];
    for (const handoff of candidates) {
      const since = handoff.waitingSince;
      if (handoff.state !== 'waiting' || !since || since >= cutoff) continue;
      if (this.notices.some((notice) => notice.guestId === handoff.guestId && notice.waitingSince.getTime() === since.getTime())) continue;
      const notice = { id: crypto.randomUUID(), guestId: handoff.guestId, locale: handoff.locale, waitingSince: since, path: null, noticedAt: new Date() };
      this.notices.push(notice);
      recorded.push(notice);
    }
    return recorded;
  }
}

type NoticeRow = {
  id: string;
  guest_id: string;
  locale: string;
  waiting_since: Date | string;
  path: string | null;
  noticed_at: Date | string;
};

export class DbWaitNoticeStore implements WaitNoticeStore {
  constructor(
    private readonly db: () => Promise<Database>,
    /** The channels configured now; a notice with none is still recorded (told once, even if nobody hears it). */
    private readonly channels: readonly WaitNoticeChannel[],
  ) {}

  async record(candidates: readonly Handoff[], cutoff: Date): Promise<WaitNotice[]> {
    const guestIds = candidates.map((handoff) => handoff.guestId);
    if (guestIds.length === 0) return [];
    // One statement (a data-modifying CTE is atomic): the notice only while the row still waits (an operator who took
    // the visitor a moment ago wins), its deliveries with it; the unique (guest, waiting_since) makes it once.
    const result = await (
      await this.db()
    ).execute<NoticeRow>(sql`
      with notice as (
        insert into ${darkyWaitNotices} (guest_id, waiting_since, locale, path)
        select h.guest_id, h.waiting_since, h.locale,
          (select nullif(split_part(split_part(v.path, '?', 1), '#', 1), '') from ${chatPageViews} v where v.guest_id = h.guest_id order by v.id desc limit 1)
        from ${darkyHandoffs} h
        where h.guest_id in (${sql.join(
          guestIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and h.state = 'waiting' and h.waiting_since < ${cutoff.toISOString()}::timestamptz
        on conflict (guest_id, waiting_since) do nothing
        returning id, guest_id, locale, waiting_since, path, noticed_at
      ), deliveries as (
        insert into ${darkyWaitNoticeDeliveries} (notice_id, channel)
        select notice.id, channel from notice, unnest(${`{${this.channels.join(',')}}`}::text[]) as channel
      )
      select * from notice`);
    const rows = ((result as { rows?: NoticeRow[] }).rows ?? []).map((row) => ({
      id: row.id,
      guestId: row.guest_id,
      locale: (row.locale === 'en' ? 'en' : 'es') as ChatLocale,
      waitingSince: new Date(row.waiting_since),
      path: row.path,
      noticedAt: new Date(row.noticed_at),
    }));
    if (rows.length > 0 && this.channels.length > 0) waitNoticeOutbox.notify();
    return rows;
  }
}
