/** Darky's open lead dialogues in the site's database (darky_lead_dialogues): shared by every process, kept across restarts. */
import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { chatGuestLeads, darkyLeadDialogues } from '@/features/darky/tables';
import type { LeadDialogue, LeadDialogueStore } from './lead-capture';

export class DbLeadDialogueStore implements LeadDialogueStore {
  constructor(private readonly db: () => Promise<Database>) {}

  async load(guestId: string): Promise<LeadDialogue | undefined> {
    const [row] = await (
      await this.db()
    )
      .select({ state: darkyLeadDialogues.state })
      .from(darkyLeadDialogues)
      .where(eq(darkyLeadDialogues.guestId, guestId))
      .limit(1);
    return row ? (row.state as LeadDialogue) : undefined;
  }

  async save(guestId: string, dialogue: LeadDialogue): Promise<void> {
    const startedAt = new Date(dialogue.startedAt);
    await (
      await this.db()
    )
      .insert(darkyLeadDialogues)
      .values({ guestId, state: dialogue, startedAt })
      .onConflictDoUpdate({ target: darkyLeadDialogues.guestId, set: { state: dialogue, startedAt, updatedAt: sql`now()` } });
  }

  async remove(guestId: string): Promise<void> {
    await (await this.db()).delete(darkyLeadDialogues).where(eq(darkyLeadDialogues.guestId, guestId));
  }

  async linkLead(guestId: string, leadId: string): Promise<void> {
    await (await this.db()).insert(chatGuestLeads).values({ guestId, leadId }).onConflictDoNothing();
  }

  async sweep(startedBefore: number): Promise<void> {
    await (await this.db()).delete(darkyLeadDialogues).where(lt(darkyLeadDialogues.startedAt, new Date(startedBefore)));
  }
}
