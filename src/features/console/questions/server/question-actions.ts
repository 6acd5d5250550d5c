'use server';
/** The operator's decisions on a group of questions Darky did not understand (form posts; work without JavaScript). */
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { recordAudit, requireOperator } from '@/features/console/server/operator-session';
import { getDb } from '@/server/db';
import {
  answerQuestions,
  assignQuestions,
  dismissQuestions,
  editTaughtExample,
  MAX_IDS_PER_DECISION,
  removeTaughtExample,
  ReviewDecisionError,
} from './questions.server';

const groupForm = z.object({
  locale: z.enum(['es', 'en']),
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((s) => s.split(',').map(Number).slice(0, MAX_IDS_PER_DECISION)),
});
const assignForm = groupForm.extend({
  intent: z
    .string()
    .regex(/^[a-z]+(\.[a-z-]+)+$/)
    .max(120),
});
const answerForm = groupForm.extend({ answer: z.string().trim().min(2).max(1000) });

const back = (notice: string) => redirect(`/admin/questions?notice=${notice}`);

function fields(formData: FormData): Record<string, unknown> {
  return Object.fromEntries([...formData.entries()].filter(([, v]) => typeof v === 'string'));
}

export async function assignGroup(formData: FormData): Promise<void> {
  const operator = await requireOperator();
  const parsed = assignForm.safeParse(fields(formData));
  if (!parsed.success) back('invalid');
  const { locale, ids, intent } = parsed.data!;
  let outcome;
  try {
    outcome = await assignQuestions(await getDb(), { locale, ids, intent, createdBy: operator.email });
  } catch (error) {
    if (error instanceof ReviewDecisionError) back('stale');
    throw error;
  }
  await recordAudit(operator, 'darky.questions.assign', `intent:${locale}/${intent}`, { questions: ids.length, ...outcome });
  revalidatePath('/admin/questions');
  back(`assigned&taught=${outcome!.taught}&heldOut=${outcome!.heldOut}`);
}

export async function answerGroup(formData: FormData): Promise<void> {
  const operator = await requireOperator();
  const parsed = answerForm.safeParse(fields(formData));
  if (!parsed.success) back('invalid');
  const { locale, ids, answer } = parsed.data!;
  let outcome;
  try {
    outcome = await answerQuestions(await getDb(), { locale, ids, answer, createdBy: operator.email });
  } catch (error) {
    if (error instanceof ReviewDecisionError) back('stale');
    throw error;
  }
  await recordAudit(operator, 'darky.questions.answer', `intent:${locale}/${outcome!.intent}`, { questions: ids.length, ...outcome });
  revalidatePath('/admin/questions');
  back(`answered&taught=${outcome!.taught}&heldOut=${outcome!.heldOut}`);
}

export async function dismissGroup(formData: FormData): Promise<void> {
  const operator = await requireOperator();
  const parsed = groupForm.safeParse(fields(formData));
  if (!parsed.success) back('invalid');
  const { locale, ids } = parsed.data!;
  const dismissed = await dismissQuestions(await getDb(), { locale, ids });
  await recordAudit(operator, 'darky.questions.dismiss', `questions:${locale}`, { questions: dismissed });
  revalidatePath('/admin/questions');
  back('dismissed');
}

const exampleForm = z.object({ id: z.coerce.number().int().positive() });
const editForm = exampleForm.extend({
  utterance: z.string().trim().min(2).max(500),
  intent: z
    .string()
    .regex(/^[a-z]+(\.[a-z-]+)+$/)
    .max(120),
});

/** Rewrites a taught example; Darky retrains at once on every instance. */
export async function editExample(formData: FormData): Promise<void> {
  const operator = await requireOperator();
  const parsed = editForm.safeParse(fields(formData));
  if (!parsed.success) back('invalid');
  const { id, utterance, intent } = parsed.data!;
  try {
    await editTaughtExample(await getDb(), { id, utterance, intent });
  } catch (error) {
    if (error instanceof ReviewDecisionError) back('exampleRefused');
    throw error;
  }
  await recordAudit(operator, 'darky.example.edit', `darky-example:${id}`, { intent, utterance });
  revalidatePath('/admin/questions');
  back('exampleEdited');
}

/** Removes a taught example; Darky forgets it at once on every instance. */
export async function removeExample(formData: FormData): Promise<void> {
  const operator = await requireOperator();
  const parsed = exampleForm.safeParse(fields(formData));
  if (!parsed.success) back('invalid');
  const removed = await removeTaughtExample(await getDb(), parsed.data!.id);
  if (removed) await recordAudit(operator, 'darky.example.remove', `darky-example:${removed.id}`, { intent: removed.intent, utterance: removed.utterance });
  revalidatePath('/admin/questions');
  back(removed ? 'exampleRemoved' : 'stale');
}
