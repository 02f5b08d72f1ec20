import { describe, expect, it } from 'vitest';
import { isRequestId, REQUEST_ID_PATTERN, requestIdOpenApi, requestIdSchema } from './request-id';

describe('a request id', () => {
  const good = ['a'.repeat(16), 'A1_-'.repeat(25), crypto.randomUUID(), 'Zz09_-Zz09_-Zz09'];
  const bad: unknown[] = [
    'a'.repeat(15),
    'a'.repeat(101),
    '',
    'abcdefghijklmnop ',
    ' abcdefghijklmnop',
    'abcdefghijklmnop\n',
    'abcdefgh.ijklmnop',
    'abcdefgh/ijklmnop',
    "abcdefgh'ijklmnop",
    'abcdefghijklmnoñ',
    'abcdefghijklmno\u0000',
    'abcdefghijklmnop%00',
    16,
    null,
    undefined,
    { toString: () => 'a'.repeat(16) },
    ['a'.repeat(16)],
  ];

  it('accepts 16 to 100 letters, digits, dashes and underscores, a UUID among them', () => {
    for (const value of good) {
      expect(isRequestId(value)).toBe(true);
      expect(requestIdSchema.safeParse(value).success).toBe(true);
    }
  });

  it('refuses anything else, in the guard and in the schema alike', () => {
    for (const value of bad) {
      expect(isRequestId(value)).toBe(false);
      expect(requestIdSchema.safeParse(value).success).toBe(false);
    }
  });

  it('documents the same pattern in OpenAPI', () => {
    expect(requestIdOpenApi).toEqual({ type: 'string', pattern: REQUEST_ID_PATTERN });
    for (const value of [...good, ...bad.filter((v) => typeof v === 'string')])
      expect(new RegExp(requestIdOpenApi.pattern).test(value as string)).toBe(isRequestId(value));
  });
});
