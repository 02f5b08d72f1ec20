import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  authLimitKeys,
  checkCredentials,
  checkNewPassword,
  localeOfPath,
  LOGIN_ERROR_CODES,
  loginErrorFromAuth,
} from './customers.rules';

describe('the SPEC §8 error catalogue', () => {
  it.each([
    ['INVALID_EMAIL', 'INVALID_EMAIL'],
    ['INVALID_EMAIL_OR_PASSWORD', 'INCORRECT_LOGIN'],
    ['EMAIL_NOT_VERIFIED', 'USER_NOT_CONFIRMED'],
    ['USER_INACTIVE', 'USER_NOT_CONFIRMED'],
    ['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'USER_ALREADY_EXISTS'],
    ['account_not_linked', 'USER_ALREADY_EXISTS'],
    ['PASSWORD_TOO_SHORT', 'PASSWORD_LENGTH'],
    ['TOO_MANY_REQUESTS', 'TOO_MANY_ATTEMPTS'],
    ['oauth_code_verification_failed', 'GENERAL_ERROR'],
    [undefined, 'GENERAL_ERROR'],
  ])('maps the library code %j to %s', (code, expected) => {
    expect(loginErrorFromAuth(code)).toBe(expected);
  });

  it('keeps every catalogue code as it is', () => {
    for (const code of LOGIN_ERROR_CODES) expect(loginErrorFromAuth(code)).toBe(code);
  });

  it.each(['es', 'en', 'pt'])('has a message for every code in %s', (locale) => {
    const messages = JSON.parse(
      readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
    ) as { account: { errors: Record<string, string> } };
    for (const code of [...LOGIN_ERROR_CODES, 'PASSWORD_LENGTH', 'TOO_MANY_ATTEMPTS'])
      expect(messages.account.errors[code], `${locale} ${code}`).toMatch(/\S/);
    // USER_INACTIVE has no message of its own: it maps to USER_NOT_CONFIRMED's.
    expect(messages.account.errors.USER_INACTIVE).toBeUndefined();
  });

  it('says the spec wording in English', () => {
    const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'))
      .account.errors as Record<string, string>;
    expect(en.INVALID_EMAIL).toMatch(/email is not in the correct format/i);
    expect(en.PASSWORD_REQUIRED).toMatch(/password is required/i);
    expect(en.INCORRECT_LOGIN).toMatch(/email or password is incorrect/i);
    expect(en.USER_NOT_CONFIRMED).toMatch(/confirm/i);
    expect(en.USER_ALREADY_EXISTS).toMatch(/an account with this email already exists/i);
    expect(en.GENERAL_ERROR).toMatch(/there was an error when you logged in/i);
  });
});

describe('checkCredentials', () => {
  it('asks for a well-formed email first, then a password', () => {
    expect(checkCredentials({ email: 'nope', password: 'x' }, 'login')).toMatchObject({
      ok: false,
      code: 'INVALID_EMAIL',
      field: 'email',
    });
    expect(checkCredentials({ email: 'a@b.co', password: '' }, 'login')).toMatchObject({
      ok: false,
      code: 'PASSWORD_REQUIRED',
    });
    expect(checkCredentials({ email: ' A@B.co ', password: 'x' }, 'login')).toEqual({
      ok: true,
      email: 'a@b.co',
      password: 'x',
    });
  });

  it('accepts any new password of 8 to 128 characters, without composition rules', () => {
    expect(checkNewPassword('1234567')).toBe('PASSWORD_LENGTH');
    expect(checkNewPassword('aaaaaaaa')).toBeUndefined();
    expect(checkNewPassword('é'.repeat(128))).toBeUndefined();
    expect(checkNewPassword('a'.repeat(129))).toBe('PASSWORD_LENGTH');
    expect(checkNewPassword('')).toBe('PASSWORD_REQUIRED');
  });
});

describe('rate-limit keys and addresses', () => {
  it('counts per address and per account, separately for each action', () => {
    expect(authLimitKeys('login', { ip: '203.0.113.9', email: 'a@b.co' })).toEqual({
      ip: 'auth:login:ip:203.0.113.9',
      account: 'auth:login:account:a@b.co',
    });
    expect(authLimitKeys('reset', { ip: undefined, email: undefined })).toEqual({});
  });
  it('reads the language of a path', () => {
    expect(localeOfPath('/en/my-account/', ['es', 'en', 'pt'], 'es')).toBe('en');
    expect(localeOfPath('/fr/x/', ['es', 'en', 'pt'], 'es')).toBe('es');
    expect(localeOfPath(null, ['es', 'en', 'pt'], 'pt')).toBe('pt');
  });
});
