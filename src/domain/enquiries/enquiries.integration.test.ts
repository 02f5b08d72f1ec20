import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enquiries, outbox } from '@/db/schema';
import { solvedCaptcha } from '../../../tests/support/captcha';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { ENQUIRY_RATE_LIMIT, listEnquiries, setEnquiryStatus, submitEnquiry } from '.';

const SECRET = 'enquiry-test-secret-0123456789abcdef';
const TODAY = '2027-03-10';
const actor = { id: 's1', email: 'frontdesk@staff.xcaret.test', role: 'frontdesk' };

describe.each(engines)('enquiries on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const form = async (extra: Record<string, unknown> = {}) => ({
    kind: 'wedding',
    dateFrom: '2027-11-20',
    guests: '80',
    contactName: 'Lucía',
    email: 'lucia@example.com',
    phone: '998 123 4567',
    captcha: await solvedCaptcha(SECRET),
    ...extra,
  });

  it('stores the enquiry and queues the sales and visitor emails together; the captcha once', async () => {
    const captcha = await solvedCaptcha(SECRET);
    const request = {
      form: await form({ captcha }),
      locale: 'es',
      clientIp: '10.1.1.1',
      today: TODAY,
    };
    const sent = await submitEnquiry(t.db, request, { captchaSecret: SECRET });
    expect(sent).toMatchObject({ outcome: 'sent', reference: expect.stringMatching(/^EV-/) });
    const id = sent.outcome === 'sent' ? sent.id : '';
    const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ status: 'new', guests: 80, email: 'lucia@example.com' });
    const mails = (await t.db.select().from(outbox)).filter(
      (m) => m.kind === 'enquiry-email' && (m.payload as { enquiryId: string }).enquiryId === id,
    );
    expect(mails.map((m) => (m.payload as { to: string }).to).sort()).toEqual(['sales', 'visitor']);
    // The same solved captcha again: refused, nothing stored.
    expect(await submitEnquiry(t.db, request, { captchaSecret: SECRET })).toMatchObject({
      outcome: 'captcha',
    });
    expect(await t.db.select().from(enquiries)).toHaveLength(1);
    // Invalid: nothing stored, no captcha spent.
    expect(
      await submitEnquiry(
        t.db,
        { ...request, form: await form({ email: 'nope' }) },
        { captchaSecret: SECRET },
      ),
    ).toEqual({ outcome: 'invalid', errors: [{ field: 'email', code: 'invalid' }] });
  });

  it('limits enquiries per address', async () => {
    const results = [];
    for (let i = 0; i <= ENQUIRY_RATE_LIMIT.limit; i++)
      results.push(
        (
          await submitEnquiry(
            t.db,
            { form: await form(), locale: 'en', clientIp: '10.9.9.9', today: TODAY },
            { captchaSecret: SECRET },
          )
        ).outcome,
      );
    expect(results.filter((r) => r === 'sent')).toHaveLength(ENQUIRY_RATE_LIMIT.limit);
    expect(results.at(-1)).toBe('rate-limited');
  });

  it('changes a status with one audit row; the same status again changes nothing', async () => {
    const [first] = await listEnquiries(t.db);
    expect(await setEnquiryStatus(t.db, actor, first!.id, 'contacted')).toEqual({
      changed: true,
      found: true,
    });
    expect(await setEnquiryStatus(t.db, actor, first!.id, 'contacted')).toEqual({
      changed: false,
      found: true,
    });
    expect(
      await setEnquiryStatus(t.db, actor, '00000000-0000-4000-8000-000000000000', 'won'),
    ).toEqual({ changed: false, found: false });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, first!.reference));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'enquiry.status',
      before: { status: 'new' },
      after: { status: 'contacted' },
      actorEmail: actor.email,
    });
    expect((await listEnquiries(t.db, { status: 'contacted' })).map((e) => e.id)).toEqual([
      first!.id,
    ]);
  });
});
