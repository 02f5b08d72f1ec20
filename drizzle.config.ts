import { defineConfig } from 'drizzle-kit';

// Generating migrations needs no database: drizzle-kit diffs the schema files against the
// snapshots committed in src/db/migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
