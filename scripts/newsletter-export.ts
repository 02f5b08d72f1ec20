/**
 * npm run newsletter:export [-- file.csv]: the confirmed subscribers as CSV, to standard
 * output or to the file given. Uses DATABASE_URL when set, else the embedded PGlite folder
 * (stop `npm start` first: PGlite allows one process at a time).
 */
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client';
import { exportConfirmedSubscribers } from '../src/domain/newsletter';
import { env } from '../src/lib/env';

async function main() {
  const e = env();
  const handle = await openDatabase({ url: e.DATABASE_URL, dir: e.PGLITE_DIR });
  try {
    await handle.migrate();
    const csv = await exportConfirmedSubscribers(handle.db);
    const file = process.argv[2];
    if (file) {
      writeFileSync(file, csv);
      console.error(
        `newsletter:export wrote ${csv.split('\r\n').length - 2} subscribers to ${file}`,
      );
    } else process.stdout.write(csv);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
