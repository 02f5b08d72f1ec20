/**
 * npm run staff:create -- --email ana@example.com --role admin [--name "Ana"] [--locale en]
 * Creates a back-office staff member with a second factor. The password comes from
 * STAFF_PASSWORD (never the command line, which ends up in the shell's history); the TOTP
 * secret from STAFF_TOTP_SECRET when set, else a new one. Prints the secret and the otpauth://
 * link for an authenticator app. Uses DATABASE_URL, else the embedded PGlite folder (stop
 * `npm start` first: PGlite allows one process at a time).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { createStaffAuth, createStaffMember, isStaffRole, STAFF_ROLES } from '../src/domain/staff';
import { env } from '../src/lib/env';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      locale: { type: 'string', default: 'es' },
    },
  });
  const password = process.env.STAFF_PASSWORD ?? '';
  if (!values.email || !isStaffRole(values.role) || !password)
    throw new Error(
      `usage: STAFF_PASSWORD=… npm run staff:create -- --email <email> --role <${STAFF_ROLES.join('|')}> [--name <name>] [--locale es|en]`,
    );
  const e = env();
  const handle = await openDatabase({ url: e.DATABASE_URL, dir: e.PGLITE_DIR });
  try {
    await handle.migrate();
    const auth = createStaffAuth(handle.db, {
      baseUrl: e.BASE_URL,
      secret: e.AUTH_SECRET,
      secureCookies: e.isHttps,
    });
    const created = await createStaffMember(handle.db, auth, {
      email: values.email,
      name: values.name ?? values.email.split('@')[0]!,
      password,
      role: values.role,
      totpSecret: process.env.STAFF_TOTP_SECRET || undefined,
      locale: values.locale === 'en' ? 'en' : 'es',
    });
    console.log(`staff member ${values.email} (${values.role}) created on ${handle.engine}`);
    console.log(`TOTP secret (UTF-8, as stored): ${created.totpSecret}`);
    console.log(`authenticator link: ${created.otpauth}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
