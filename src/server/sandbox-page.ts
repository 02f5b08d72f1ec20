import 'server-only';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { renderHostedPage, type HostedOutcome } from '@/integrations/payments';
import { routing, type Locale } from '@/i18n/routing';
import { readFormLimited } from '@/lib/http';
import { BODY_LIMITS } from '@/lib/security/request-guard';
import { sandboxGateway } from './adapters';
import { getDb } from './database';

/**
 * The sandbox gateway's hosted payment page (decision 0007). It belongs to the gateway, not to
 * the shop: the card form posts here, the card is checked in memory and dropped (a refused form shows
 * what was typed again, the CVC excepted, in this one no-store answer), and the visitor goes back to the shop's return address. Nothing here is logged.
 */
const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

async function view(
  sessionId: string,
  outcome: HostedOutcome | null,
  kept?: { number?: string; expiry?: string; holder?: string },
) {
  const gateway = sandboxGateway();
  const session = await gateway.session(sessionId);
  const lang = (routing.locales as readonly string[]).includes(session?.locale ?? '')
    ? (session!.locale as Locale)
    : routing.defaultLocale;
  const t = await getTranslations({ locale: lang, namespace: 'sandboxPay' });
  const translate = (key: string, values?: Record<string, string | number>) =>
    t(key as 'title', values);
  const expired = session && session.expiresAt.getTime() <= Date.now();
  const closedStatus = session && !['pending', 'requires_action'].includes(session.status);
  const html = await renderHostedPage({
    db: await getDb(),
    session,
    view:
      !session || expired || closedStatus || outcome?.kind === 'closed'
        ? 'closed'
        : session.status === 'requires_action'
          ? 'challenge'
          : 'form',
    t: translate,
    lang,
    errors: outcome?.kind === 'invalid' ? outcome.errors : undefined,
    kept,
    nonce: (await headers()).get('x-nonce') ?? undefined,
  });
  // A refused form is shown again with 200, like any form page (browsers log other statuses).
  return new Response(html, { status: 200, headers: HEADERS });
}

/** GET: the page of a payment session. */
export function sandboxPageGet(sessionId: string): Promise<Response> {
  return view(sessionId, null);
}

/** POST: the card form, a 3-D Secure challenge, PayPal's or Uplift's approval, or cancel. */
export async function sandboxPagePost(request: Request, sessionId: string): Promise<Response> {
  const gateway = sandboxGateway();
  // The card form is a plain urlencoded form of a few fields; anything else is refused as sent.
  const read = await readFormLimited(request, BODY_LIMITS.sandbox);
  if (!read.ok)
    return new Response(read.error, {
      status: read.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const form = read.value;
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v.slice(0, 100) : '';
  };
  const action = value('action');
  let outcome: HostedOutcome;
  if (action === 'cancel') {
    const session = await gateway.session(sessionId);
    if (session) return Response.redirect(session.cancelUrl, 303);
    outcome = { kind: 'closed' };
  } else if (action === 'card') {
    outcome = await gateway.submitCard(sessionId, {
      number: value('number'),
      expiry: value('expiry'),
      cvc: value('cvc'),
      holder: value('holder'),
    });
  } else if (action === 'challenge-pass' || action === 'challenge-fail') {
    outcome = await gateway.completeChallenge(sessionId, action === 'challenge-pass');
  } else if (action === 'approve' || action === 'refuse') {
    outcome = await gateway.approveRedirect(sessionId, action === 'approve');
  } else {
    outcome = { kind: 'closed' };
  }
  if (outcome.kind === 'redirect') return Response.redirect(outcome.url, 303);
  // A refused form keeps what was typed (the card number too), the CVC excepted.
  return view(sessionId, outcome, {
    number: value('number'),
    expiry: value('expiry'),
    holder: value('holder'),
  });
}
