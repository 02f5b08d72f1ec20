import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmSubscription,
  subscribeToNewsletter,
  unsubscribeWithToken,
} from '@/domain/newsletter';
import { deliverOutbox, type MailMessage, type Mailer } from '@/domain/outbox';
import { solvedCaptcha } from '../../../tests/support/captcha';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { newsletterConfirmationHandler, newsletterMail } from '.';

const SECRET = 'newsletter-test-secret-0123456789abcdef';
const BASE_URL = 'http://localhost:3000';

describe.each(engines)('newsletter confirmation email on %s', (engine) => {
  let t: TestDatabase;
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void sent.push(m) };
  beforeAll(async () => {
    t = await createTestDatabase(engine, { seed: false });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  async function signUp(email: string, language: string) {
    const result = await subscribeToNewsletter(
      t.db,
      {
        form: {
          name: 'Zoë <b>',
          lastName: 'Silva',
          email,
          country: 'BR',
          acceptance: true,
          permission: true,
          captcha: await solvedCaptcha(SECRET),
          site: 'hotels',
          language,
        },
        consent: { acceptanceText: 'a', permissionText: 'p' },
        clientIp: email,
      },
      { account: { clientId: 'c', externalKey: 'k', memberId: 'm' }, captchaSecret: SECRET },
    );
    expect(result.outcome).toBe('subscribed');
    const report = await deliverOutbox(t.db, {
      'newsletter-confirmation': newsletterConfirmationHandler({
        mailer,
        baseUrl: BASE_URL,
        secret: SECRET,
      }),
    });
    expect(report).toMatchObject({ sent: 1 });
    return sent.at(-1)!;
  }

  const tokenOf = (text: string, slug: string) => {
    const match = new RegExp(`${BASE_URL}/[a-z]{2}/${slug}/\\?token=([^\\s]+)`).exec(text);
    expect(match, `link to ${slug}`).not.toBeNull();
    return decodeURIComponent(match![1]!);
  };

  it('sends the double opt-in email in the visitor language with working confirm and unsubscribe links', async () => {
    const mail = await signUp('zoe@example.com', 'pt');
    expect(mail.to).toBe('zoe@example.com');
    expect(mail.subject).toBe('Confirme sua inscrição na newsletter dos Hotéis Xcaret');
    expect(mail.text).toContain('Olá, Zoë <b>:');
    expect(mail.html).toContain('Olá, Zoë &lt;b&gt;:');
    expect(mail.text).toContain(
      'Cancelar inscrição: http://localhost:3000/pt/newsletter/cancelar/?token=',
    );
    const confirm = tokenOf(mail.text, 'newsletter/confirmar');
    expect(await confirmSubscription(t.db, confirm, { secret: SECRET })).toMatchObject({
      outcome: 'confirmed',
    });
    const leave = tokenOf(mail.text, 'newsletter/cancelar');
    expect(await unsubscribeWithToken(t.db, leave, { secret: SECRET })).toEqual({
      outcome: 'unsubscribed',
    });
  });

  it('writes Spanish and English emails with their own slugs', async () => {
    const es = await signUp('es@example.com', 'es');
    expect(es.subject).toBe('Confirma tu suscripción al boletín de Hoteles Xcaret');
    expect(es.text).toContain('/es/newsletter/confirmar/?token=');
    expect(es.text).toContain('Darte de baja: http://localhost:3000/es/newsletter/baja/?token=');
    const en = await signUp('en@example.com', 'en');
    expect(en.subject).toBe('Confirm your Xcaret Hotels newsletter subscription');
    expect(en.text).toContain('/en/newsletter/confirm/?token=');
    expect(en.html).toContain('/en/newsletter/unsubscribe/?token=');
  });
});

describe('newsletterMail', () => {
  it('puts the unsubscribe link in the text and HTML of every newsletter email', () => {
    const mail = newsletterMail({
      to: 'a@example.com',
      language: 'en',
      subject: 'November offers',
      paragraphs: ['Hello'],
      unsubscribeUrl: 'http://localhost:3000/en/newsletter/unsubscribe/?token=abc',
    });
    expect(mail.text).toContain(
      'Unsubscribe: http://localhost:3000/en/newsletter/unsubscribe/?token=abc',
    );
    expect(mail.html).toContain(
      '<a href="http://localhost:3000/en/newsletter/unsubscribe/?token=abc" style="color:#1f4d3a">Unsubscribe</a>',
    );
  });
});
