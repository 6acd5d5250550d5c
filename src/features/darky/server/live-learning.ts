/**
 * Darky learns while it runs: when the console announces that operators taught, edited or removed an example
 * ('darky.learned' on the change signal: Redis pub/sub across instances, in-process otherwise), or when new content
 * is installed (a publish: services, prices, facts and hours are part of the model), this process reads the learned
 * examples again, trains a new model and swaps it into the responder. One training at a time; changes
 * that arrive meanwhile are folded into one more run. A failed run keeps the current model (logged).
 */
import 'server-only';
import type { Logger } from 'pino';
import { getDb } from '@/server/db';
import { onContentChange } from '@/content/catalogue.server';
import { onChange } from '@/server/change-signal';
import { trainDarkyModel, type TrainedDarkyModel } from './darky-model';
import type { DarkyResponder } from './darky-responder';
import { loadLearnedExamples } from './review-store';

export function relearner(responder: DarkyResponder, logger: Logger, train: () => Promise<TrainedDarkyModel> = trainFromDatabase) {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      try {
        const model = await train();
        responder.useModel(model);
        logger.info({ trainingMs: model.trainingMs, learned: model.learned }, 'darky model retrained (content or what operators taught)');
      } catch (error) {
        logger.warn({ err: error }, 'darky retraining failed; the current model keeps answering');
      }
    } while (again);
  };
  return (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = undefined;
    });
    return running;
  };
}

async function trainFromDatabase(): Promise<TrainedDarkyModel> {
  return trainDarkyModel(undefined, await loadLearnedExamples(await getDb()));
}

/**
 * How long after a publish Darky retrains. Training takes one to three seconds of this process's CPU: started at once
 * it would hold up the first renders of the pages the publish changed (the editor's and the visitors'), which then
 * stay in memory; a burst of publishes is also folded into one training.
 */
export const RETRAIN_AFTER_CONTENT_MS = 2_000;

/** Subscribes the responder to the console's teaching and to published content; returns the way to stop. */
export async function learnWhileRunning(responder: DarkyResponder, logger: Logger): Promise<() => Promise<void>> {
  const relearn = relearner(responder, logger);
  let pending: NodeJS.Timeout | undefined;
  const stopFollowingContent = onContentChange(() => {
    clearTimeout(pending);
    pending = setTimeout(() => void relearn(), RETRAIN_AFTER_CONTENT_MS);
    pending.unref();
  });
  const stopLearning = await onChange('darky.learned', () => void relearn());
  return async () => {
    clearTimeout(pending);
    stopFollowingContent();
    await stopLearning();
  };
}
