import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newsletterSubscriptions, outbox } from '@/db/schema';
import { redeemCaptcha } from '@/domain/captcha';
import { solvedCaptcha } from '../../../tests/support/captcha';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  confirmSubscription,
  createNewsletterToken,
  exportConfirmedSubscribers,
  exportSubscribers,
  findSubscribers,
  unsubscribeOnRequest,
  newsletterPreference,
  setNewsletterPreference,
  subscribeToNewsletter,
  SUBSCRIBE_RATE_LIMIT,
  syncSubscription,
  unsubscribeWithToken,
  type MarketingSubscriber,
  type NewsletterService,
} from '.';

const SECRET = 'newsletter-test-secret-0123456789abcdef';
const CAPTCHA = 'captcha-test-secret-0123456789abcdef';
const account = { clientId: 'client-1', externalKey: 'list-7', memberId: 'member-9' };
const consent = { acceptanceText: 'I accept the terms.', permissionText: 'Send me offers.' };
let ipCounter = 0;

describe.each(engines)('newsletter sign-up on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine, { seed: false });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  async function signUp(email: string, overrides: Record<string, unknown> = {}) {
    const captcha = 'captcha' in overrides ? overrides.captcha : await solvedCaptcha(CAPTCHA);
    return subscribeToNewsletter(
      t.db,
      {
        form: {
          name: 'Ana',
          lastName: 'López',
          email,
          country: 'MX',
          acceptance: true,
          permission: true,
          site: 'hotels',
          language: 'pt',
          ...overrides,
          captcha,
        },
        consent,
        clientIp: `10.0.0.${(ipCounter += 1)}`,
      },
      { account, captchaSecret: CAPTCHA },
    );
  }

  const messagesFor = async (subscriptionId: string) =>
    (await t.db.select().from(outbox)).filter(
      (m) => (m.payload as { subscriptionId?: string }).subscriptionId === subscriptionId,
    );

  it('stores a pending subscription with site, language, consent and the service ids, and queues the confirmation email', async () => {
    const result = await signUp('Ana@Example.com');
    expect(result.outcome).toBe('subscribed');
    const id = (result as { subscriptionId: string }).subscriptionId;
    const [row] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id));
    expect(row).toMatchObject({
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'López',
      country: 'MX',
      site: 'hotels',
      language: 'pt',
      status: 'pending',
      acceptanceText: consent.acceptanceText,
      permissionText: consent.permissionText,
      ...account,
    });
    expect(row!.acceptedAt).toBeInstanceOf(Date);
    expect(row!.permissionGrantedAt).toBeInstanceOf(Date);
    expect((await messagesFor(id)).map((m) => m.kind)).toEqual(['newsletter-confirmation']);
    expect(await newsletterPreference(t.db, 'ANA@example.com')).toEqual({
      status: 'pending',
      subscribed: false,
    });
  });

  it('answers a second sign-up of the same address (any case) as a duplicate', async () => {
    expect((await signUp('dup@example.com')).outcome).toBe('subscribed');
    expect(await signUp(' DUP@example.com ')).toEqual({ outcome: 'duplicate' });
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'dup@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('returns field errors before touching the captcha or the database', async () => {
    const result = await signUp('', { name: '', acceptance: false });
    expect(result).toEqual({
      outcome: 'invalid',
      errors: [
        { field: 'name', code: 'required' },
        { field: 'email', code: 'invalid' },
        { field: 'acceptance', code: 'mandatory' },
      ],
    });
    expect(await signUp('nocaptcha@example.com', { captcha: '' })).toEqual({
      outcome: 'invalid',
      errors: [{ field: 'captcha', code: 'required' }],
    });
  });

  it('refuses a forged captcha and a solved captcha used twice', async () => {
    expect(await signUp('forged@example.com', { captcha: 'bm90IGEgcGF5bG9hZA==' })).toEqual({
      outcome: 'captcha',
      verdict: 'invalid',
    });
    const otherSecret = await solvedCaptcha('another-secret-0123456789abcdefghij');
    expect(await signUp('forged@example.com', { captcha: otherSecret })).toEqual({
      outcome: 'captcha',
      verdict: 'invalid',
    });
    const captcha = await solvedCaptcha(CAPTCHA);
    expect((await signUp('first@example.com', { captcha })).outcome).toBe('subscribed');
    expect(await signUp('second@example.com', { captcha })).toEqual({
      outcome: 'captcha',
      verdict: 'reused',
    });
    expect(await newsletterPreference(t.db, 'second@example.com')).toBeNull();
  });

  it('refuses an expired captcha', async () => {
    const old = await solvedCaptcha(CAPTCHA, new Date(Date.now() - 11 * 60 * 1000));
    expect(await redeemCaptcha(t.db, old, { secret: CAPTCHA })).toBe('expired');
  });

  it('limits sign-ups per client address', async () => {
    const form = {
      name: 'Bot',
      lastName: 'Script',
      country: 'US',
      acceptance: true,
      permission: true,
      site: 'hotels',
      language: 'en',
    };
    const outcomes: string[] = [];
    for (let i = 0; i <= SUBSCRIBE_RATE_LIMIT.limit; i += 1) {
      const result = await subscribeToNewsletter(
        t.db,
        {
          form: { ...form, email: `bot${i}@example.com`, captcha: await solvedCaptcha(CAPTCHA) },
          consent,
          clientIp: '203.0.113.7',
        },
        { account, captchaSecret: CAPTCHA },
      );
      outcomes.push(result.outcome);
    }
    expect(outcomes.slice(0, SUBSCRIBE_RATE_LIMIT.limit).every((o) => o === 'subscribed')).toBe(
      true,
    );
    expect(outcomes.at(-1)).toBe('rate-limited');
  });

  it('confirms with the emailed link once, refusing other tokens, then unsubscribes in one step', async () => {
    const result = await signUp('journey@example.com');
    const id = (result as { subscriptionId: string }).subscriptionId;
    expect(
      await confirmSubscription(t.db, createNewsletterToken(id, 'unsubscribe', SECRET), {
        secret: SECRET,
      }),
    ).toEqual({ outcome: 'invalid' });
    expect(await confirmSubscription(t.db, 'garbage', { secret: SECRET })).toEqual({
      outcome: 'invalid',
    });
    const token = createNewsletterToken(id, 'confirm', SECRET);
    expect(await confirmSubscription(t.db, token, { secret: SECRET })).toEqual({
      outcome: 'confirmed',
      language: 'pt',
    });
    expect(await confirmSubscription(t.db, token, { secret: SECRET })).toEqual({
      outcome: 'already-confirmed',
      language: 'pt',
    });
    expect(await newsletterPreference(t.db, 'journey@example.com')).toEqual({
      status: 'confirmed',
      subscribed: true,
    });
    expect(await exportConfirmedSubscribers(t.db)).toContain(
      '"journey@example.com","Ana","López","MX","pt","hotels","confirmed",',
    );

    const leave = createNewsletterToken(id, 'unsubscribe', SECRET);
    expect(await unsubscribeWithToken(t.db, leave, { secret: SECRET })).toEqual({
      outcome: 'unsubscribed',
    });
    expect(await unsubscribeWithToken(t.db, leave, { secret: SECRET })).toEqual({
      outcome: 'already-unsubscribed',
    });
    expect(await confirmSubscription(t.db, token, { secret: SECRET })).toEqual({
      outcome: 'unsubscribed',
    });
    expect(await exportConfirmedSubscribers(t.db)).not.toContain('journey@example.com');
    expect((await messagesFor(id)).map((m) => m.kind)).toEqual([
      'newsletter-confirmation',
      'newsletter-sync',
      'newsletter-sync',
    ]);
    // Someone who left may sign up again: pending, with a new confirmation email.
    expect((await signUp('journey@example.com')).outcome).toBe('subscribed');
    expect(await newsletterPreference(t.db, 'journey@example.com')).toMatchObject({
      status: 'pending',
    });
  });

  it('lets the account page switch the newsletter off and on (double opt-in again)', async () => {
    const result = await signUp('account@example.com');
    const id = (result as { subscriptionId: string }).subscriptionId;
    await confirmSubscription(t.db, createNewsletterToken(id, 'confirm', SECRET), {
      secret: SECRET,
    });
    expect(await setNewsletterPreference(t.db, 'Account@example.com', false)).toEqual({
      outcome: 'unsubscribed',
    });
    expect(await newsletterPreference(t.db, 'account@example.com')).toEqual({
      status: 'unsubscribed',
      subscribed: false,
    });
    expect(await setNewsletterPreference(t.db, 'account@example.com', true)).toEqual({
      outcome: 'profile-required',
    });
    const profile = {
      firstName: 'Ana',
      lastName: 'López',
      country: 'MX',
      site: 'hotels' as const,
      language: 'es' as const,
      ...consent,
      account,
    };
    expect(await setNewsletterPreference(t.db, 'account@example.com', true, profile)).toEqual({
      outcome: 'pending',
    });
    expect(await setNewsletterPreference(t.db, 'new@example.com', true, profile)).toEqual({
      outcome: 'pending',
    });
    expect(await newsletterPreference(t.db, 'new@example.com')).toMatchObject({
      status: 'pending',
    });
    expect(await setNewsletterPreference(t.db, 'nobody@example.com', false)).toEqual({
      outcome: 'unchanged',
    });
  });

  it('tells the email-marketing service about confirmed and departed subscribers', async () => {
    const calls: string[] = [];
    const service: NewsletterService = {
      async upsertSubscriber(s: MarketingSubscriber) {
        calls.push(`upsert ${s.email} ${s.clientId}/${s.externalKey}/${s.memberId}`);
        return { externalSubscriberId: 'ext-42' };
      },
      async removeSubscriber(s: MarketingSubscriber) {
        calls.push(`remove ${s.email} ${s.externalSubscriberId}`);
      },
    };
    const result = await signUp('sync@example.com');
    const id = (result as { subscriptionId: string }).subscriptionId;
    expect(await syncSubscription(t.db, id, service)).toBe('skipped');
    await confirmSubscription(t.db, createNewsletterToken(id, 'confirm', SECRET), {
      secret: SECRET,
    });
    expect(await syncSubscription(t.db, id, service)).toBe('upserted');
    await unsubscribeWithToken(t.db, createNewsletterToken(id, 'unsubscribe', SECRET), {
      secret: SECRET,
    });
    expect(await syncSubscription(t.db, id, service)).toBe('removed');
    expect(calls).toEqual([
      'upsert sync@example.com client-1/list-7/member-9',
      'remove sync@example.com ext-42',
    ]);
  });

  describe('staff: search, export and unsubscribe on request (issue 17)', () => {
    const actor = {
      id: 'staff-1',
      email: 'desk@example.com',
      role: 'frontdesk',
      address: '10.9.9.9',
    };

    it('finds by part of the address or name, with % and _ matched as themselves, by status', async () => {
      const a = await signUp('percent_50%@example.com', { name: 'Zoë', lastName: 'Núñez' });
      const b = await signUp('percent50x@example.com', { name: 'Zed', lastName: 'Other' });
      expect(a.outcome).toBe('subscribed');
      expect(b.outcome).toBe('subscribed');
      const literal = await findSubscribers(t.db, { text: 'percent_50%' }, { limit: 25 });
      expect(literal.rows.map((r) => r.email)).toEqual(['percent_50%@example.com']);
      expect(literal.total).toBe(1);
      const byName = await findSubscribers(t.db, { text: 'núñez' }, { limit: 25 });
      expect(byName.rows.map((r) => r.email)).toEqual(['percent_50%@example.com']);
      const pending = await findSubscribers(
        t.db,
        { text: 'percent', status: 'pending' },
        { limit: 1 },
      );
      expect(pending.rows).toHaveLength(1);
      expect(pending.total).toBe(2);
      const none = await findSubscribers(
        t.db,
        { text: 'percent', status: 'unsubscribed' },
        { limit: 25 },
      );
      expect(none.total).toBe(0);
    });

    it('unsubscribes once, with one audit row and the external service told; a repeat changes nothing', async () => {
      const signed = await signUp('asked-by-phone@example.com');
      const id = (signed as { subscriptionId: string }).subscriptionId;
      expect(await unsubscribeOnRequest(t.db, actor, id)).toEqual({ found: true, changed: true });
      expect(await unsubscribeOnRequest(t.db, actor, id)).toEqual({ found: true, changed: false });
      expect(
        await unsubscribeOnRequest(t.db, actor, '00000000-0000-4000-8000-000000000000'),
      ).toEqual({ found: false, changed: false });
      const [row] = await t.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, id));
      expect(row!.status).toBe('unsubscribed');
      expect(row!.unsubscribedAt).toBeInstanceOf(Date);
      const audits = (await t.db.select().from(auditLog)).filter(
        (a) => a.entityId === 'asked-by-phone@example.com',
      );
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        action: 'newsletter.unsubscribe',
        actorEmail: 'desk@example.com',
        before: { status: 'pending' },
        after: { status: 'unsubscribed' },
      });
      expect((await messagesFor(id)).map((m) => m.kind)).toContain('newsletter-sync');
      const csv = await exportSubscribers(t.db, { text: 'asked-by-phone', status: 'unsubscribed' });
      expect(csv.split('\r\n')).toHaveLength(3);
      expect(csv).toContain('"asked-by-phone@example.com"');
      expect(csv).toContain('"unsubscribed"');
    });
  });
});
