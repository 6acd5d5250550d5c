/** drizzle-kit: generates the versioned SQL migrations in drizzle/ from src/server/db/schema.ts (`npm run db:generate`). */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
