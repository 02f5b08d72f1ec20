import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18: the page shell (header, footer, cookie bar, currency, chat, personalization, the
 * login panel) is the same for every visitor, so that a page using it can be prerendered. What
 * makes a Next page per request is a read of the request: cookies(), headers(), connection(),
 * draftMode(), or the request context built on them (getVisitor, currentCustomer,
 * cartItemCount, visitorCart). None of the shell's own files may make one; what depends on the
 * visitor is read in the browser (GET /api/v1/visitor/ and the client cookies).
 */
const root = process.cwd();
const layout = 'src/features/layout';
const shellFiles = [
  'src/app/[locale]/_components/shell.tsx',
  'src/features/account/header-account.tsx',
  ...readdirSync(path.join(root, layout))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    // Not part of a page: the error-log API's handler and document, the e2e switch.
    .filter((f) => !/^(error-log-|visitor-openapi|test-hooks)/.test(f))
    .map((f) => `${layout}/${f}`),
];
const PER_REQUEST =
  /\b(cookies|headers|connection|draftMode)\(\)|\b(getVisitor|currentCustomer|cartItemCount|visitorCart|visitorOrderAccess|clientAddress)\b|from 'next\/headers'/;

/** The source of one exported function (up to the next top-level closing brace). */
function functionSource(file: string, name: string): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  const start = text.indexOf(`export async function ${name}(`);
  if (start < 0) throw new Error(`${name} not found in ${file}`);
  return text.slice(start, text.indexOf('\n}\n', start));
}

describe('the page shell reads nothing of the visitor on the server', () => {
  it.each(shellFiles)('%s', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    expect(source.match(PER_REQUEST)?.[0]).toBeUndefined();
  });

  it("the header's login panel (LoginPanel) does not read the session", () => {
    expect(functionSource('src/features/account/account-views.tsx', 'LoginPanel')).not.toMatch(
      PER_REQUEST,
    );
  });

  it('the check bites: a per-request read is found', () => {
    for (const line of [
      'const jar = await cookies();',
      "import { headers } from 'next/headers';",
      'const v = await getVisitor();',
      'await connection();',
    ])
      expect(line).toMatch(PER_REQUEST);
  });
});
