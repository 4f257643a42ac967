import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate`; migrations are applied by the app itself (migrateDatabase in server/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
