/**
 * npm run db:migrate | db:seed | db:reset. Uses DATABASE_URL when set, else the embedded
 * PGlite folder (stop `npm start` first: PGlite allows one process at a time).
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { env } from '../src/lib/env';

const command = process.argv[2];
const e = env();

async function main() {
  if (command === 'reset' && !e.DATABASE_URL)
    rmSync(e.PGLITE_DIR, { recursive: true, force: true });
  const handle = await openDatabase({ url: e.DATABASE_URL, dir: e.PGLITE_DIR });
  try {
    if (command === 'reset' && e.DATABASE_URL) {
      await handle.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
      await handle.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
      await handle.db.execute(sql`CREATE SCHEMA public`);
    }
    if (command === 'migrate' || command === 'reset' || command === 'seed') await handle.migrate();
    if (command === 'seed' || command === 'reset') await seedDatabase(handle.db);
    if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
      throw new Error('usage: tsx scripts/db.ts migrate|seed|reset');
    }
    console.log(`db:${command} done on ${handle.engine}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
