/** Runs in the browser before the app's modules and hydration (Next.js instrumentation-client hook). */
import { disableZodEval } from '@/features/security/zod-without-eval';

disableZodEval();
