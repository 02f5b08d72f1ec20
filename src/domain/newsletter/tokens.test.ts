import { describe, expect, it } from 'vitest';
import { createNewsletterToken, readNewsletterToken } from './tokens';

const secret = 's'.repeat(40);
const id = '4a0c3f0e-8a55-4a39-9b7e-0d1c2b3a4f5e';
const now = new Date('2026-11-22T10:00:00Z');

describe('newsletter tokens', () => {
  it('round-trips the subscription id for its purpose', () => {
    const token = createNewsletterToken(id, 'confirm', secret, now);
    expect(readNewsletterToken(token, 'confirm', secret, now)).toEqual({
      ok: true,
      subscriptionId: id,
    });
  });

  it('refuses another purpose, another secret and a tampered token', () => {
    const token = createNewsletterToken(id, 'confirm', secret, now);
    expect(readNewsletterToken(token, 'unsubscribe', secret, now)).toMatchObject({
      reason: 'purpose',
    });
    expect(readNewsletterToken(token, 'confirm', 'x'.repeat(40), now)).toMatchObject({
      reason: 'signature',
    });
    const [body, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ s: 'another', p: 'confirm', e: 0 })).toString(
      'base64url',
    );
    expect(readNewsletterToken(`${forged}.${sig}`, 'confirm', secret, now)).toMatchObject({
      reason: 'signature',
    });
    expect(readNewsletterToken(`${body}`, 'confirm', secret, now)).toMatchObject({
      reason: 'malformed',
    });
    expect(readNewsletterToken(42, 'confirm', secret, now)).toMatchObject({ reason: 'malformed' });
  });

  it('expires confirm links after 14 days, never unsubscribe links', () => {
    const confirm = createNewsletterToken(id, 'confirm', secret, now);
    const later = new Date(now.getTime() + 15 * 24 * 3600 * 1000);
    expect(readNewsletterToken(confirm, 'confirm', secret, later)).toMatchObject({
      reason: 'expired',
    });
    const leave = createNewsletterToken(id, 'unsubscribe', secret, now);
    const years = new Date(now.getTime() + 5 * 365 * 24 * 3600 * 1000);
    expect(readNewsletterToken(leave, 'unsubscribe', secret, years)).toMatchObject({ ok: true });
  });
});
