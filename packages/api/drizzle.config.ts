import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w @renovo/api` writes the SQL migrations from src/db/schema.ts and
 * src/db/schema-content.ts.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-content.ts',
    './src/db/schema-reviews.ts',
    './src/db/schema-console.ts',
    './src/db/schema-leads.ts',
    './src/db/schema-landing.ts',
    './src/db/schema-social.ts',
    './src/db/schema-media.ts',
    './src/db/schema-visitors.ts',
    './src/db/schema-company-side.ts',
    './src/db/schema-guards.ts',
  ],
  out: './src/db/migrations',
});
