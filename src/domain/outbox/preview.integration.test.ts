import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  enqueue,
  listMessages,
  previewMessage,
  UndeliverableError,
  type Mailer,
  type OutboxHandlers,
} from '.';

const NOW = new Date('2030-03-01T12:00:00Z');
const bookingId = '00000000-0000-4000-8000-000000000001';
const TOKEN = 'Q2hhbmdlTWVQbGVhc2VUaGlzSXNBU2VjcmV0VG9rZW4x';

/**
 * Handlers shaped like the real ones: the confirmation writes a row (as the manage link's
 * token is stored) and mails a link carrying a secret; the sync sends no email.
 */
function handlersFor(mailer: Mailer): OutboxHandlers {
  return {
    'booking-confirmed': async (payload, { db }) => {
      await enqueue(db, { kind: 'manage-link', payload: { kind: 'booking', reference: 'XH-1' } });
      await mailer.send({
        to: 'guest@example.com',
        subject: `Booking ${payload.bookingId}`,
        text: `Open it: https://shop.test/es/mi-reserva/?t=${TOKEN}`,
        html: `<p><a href="https://shop.test/es/mi-reserva/?t=${TOKEN}&amp;x=1">Ver</a></p>`,
        attachments: [
          { filename: 'stay.ics', contentType: 'text/calendar', content: Buffer.from('ICS') },
        ],
      });
    },
    'booking-cancelled': async () => {
      throw new UndeliverableError('Booking XH-1 is confirmed');
    },
  };
}

describe.each(engines)('the preview of a queued email on %s', (engine) => {
  let t: TestDatabase;
  let sent: number;
  beforeAll(async () => {
    t = await createTestDatabase(engine, { seed: false });
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(outbox);
    sent = 0;
  });
  /** Queues a message and returns its id (the queue is emptied before each test). */
  const queued = async (message: Parameters<typeof enqueue>[1]) => {
    await enqueue(t.db, message);
    const [row] = await t.db.select().from(outbox);
    return row!.id;
  };
  const counting = (mailer: Mailer): OutboxHandlers =>
    handlersFor({
      send: async (mail) => {
        sent += 1;
        await mailer.send(mail);
      },
    });

  it('renders the email its handler would send, and sends and keeps nothing', async () => {
    const id = await queued({ kind: 'booking-confirmed', payload: { bookingId } });
    const preview = await previewMessage(t.db, id, counting, NOW);
    expect(preview?.error).toBeUndefined();
    expect(preview?.mails).toHaveLength(1);
    const [mail] = preview!.mails;
    expect(mail).toMatchObject({
      to: 'guest@example.com',
      subject: `Booking ${bookingId}`,
      attachments: [{ filename: 'stay.ics', contentType: 'text/calendar', bytes: 3 }],
    });
    // The secret of the link is gone from both versions; where it goes stays.
    expect(mail!.text).toBe('Open it: https://shop.test/es/mi-reserva/?t=…');
    expect(mail!.html).toContain('href="https://shop.test/es/mi-reserva/?t=…&x=…"');
    expect(JSON.stringify(preview)).not.toContain(TOKEN);
    // What the handler wrote was rolled back, and the message itself did not move.
    const rows = await t.db.select().from(outbox);
    expect(rows.map((r) => r.kind)).toEqual(['booking-confirmed']);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(sent).toBe(1);
    expect(await listMessages(t.db, { status: 'sent' })).toEqual([]);
  });

  it("says why an email cannot be made from today's data", async () => {
    const id = await queued({ kind: 'booking-cancelled', payload: { bookingId, refundMinor: 0 } });
    const preview = await previewMessage(t.db, id, counting, NOW);
    expect(preview?.mails).toEqual([]);
    expect(preview?.error).toContain('is confirmed');
  });

  it('says a kind that sends no email is not an email', async () => {
    const id = await queued({ kind: 'newsletter-sync', payload: { subscriptionId: bookingId } });
    const preview = await previewMessage(t.db, id, counting, NOW);
    expect(preview).toMatchObject({ notAnEmail: true, mails: [] });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-00000000ffff'],
    ['not an id', "1' OR '1'='1"],
    ['an empty string', ''],
  ])('finds nothing for %s', async (_, id) => {
    expect(await previewMessage(t.db, id, counting, NOW)).toBeUndefined();
  });
});
