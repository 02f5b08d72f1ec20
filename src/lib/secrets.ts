import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** A secret this product generates: 256 random bits, URL-safe. */
const newSecret = () => randomBytes(32).toString('base64url');
const MIN_LENGTH = 32;

function readSecrets(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${file} is not a readable secrets file: ${(error as Error).message}`);
  }
}

/** A new file next to `file`, private (0600) from its first byte. */
function writePrivate(file: string, values: Record<string, string>): string {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return temp;
}

/**
 * The secrets `names`, from `file`: generated on first use and kept there, private to the
 * server's user (mode 0600), so that `npm start` works with no configuration and yet no server
 * ever runs on a secret published with the code. Instances sharing the folder share the
 * secrets: the first to start creates the file (a hard link that fails if it exists, so two
 * starting at once agree on the winner's values); a later one reads it.
 */
export function loadOrCreateSecrets<Name extends string>(
  file: string,
  names: readonly Name[],
): Record<Name, string> {
  const valid = (stored: Record<string, unknown> | undefined, name: string) =>
    typeof stored?.[name] === 'string' && (stored[name] as string).length >= MIN_LENGTH;
  let stored = readSecrets(file);
  if (!stored) {
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = writePrivate(file, Object.fromEntries(names.map((n) => [n, newSecret()])));
    try {
      linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temp, { force: true });
    }
    stored = readSecrets(file);
  }
  const missing = names.filter((name) => !valid(stored, name));
  if (missing.length > 0) {
    // A secret added by a newer version: the others are kept as they are.
    const merged = {
      ...(stored as Record<string, string>),
      ...Object.fromEntries(missing.map((n) => [n, newSecret()])),
    };
    renameSync(writePrivate(file, merged), file);
    stored = readSecrets(file);
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return Object.fromEntries(names.map((n) => [n, stored![n] as string])) as Record<Name, string>;
}
