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

/** Subscribes the responder to the console's teaching and to published content; returns the way to stop. */
export async function learnWhileRunning(responder: DarkyResponder, logger: Logger): Promise<() => Promise<void>> {
  const relearn = relearner(responder, logger);
  const stopFollowingContent = onContentChange(() => void relearn());
  const stopLearning = await onChange('darky.learned', () => void relearn());
  return async () => {
    stopFollowingContent();
    await stopLearning();
  };
}
