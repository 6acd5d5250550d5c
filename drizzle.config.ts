/** drizzle-kit: generates the versioned SQL migrations in drizzle/ from each feature's tables.ts (`npm run db:generate`). */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each feature declares its own tables; one migration history for all of them.
  schema: './src/features/*/tables.ts',
  out: './drizzle',
});
