'use server';

import { refresh } from 'next/cache';
import { InvoiceError, requestInvoice } from '@/domain/invoicing';
import { manageLinkOrderAccess } from '@/domain/manage';
import { hitRateLimit } from '@/domain/limits';
import { isLocale } from '@/i18n/paths';
import { logger } from '@/lib/logger';
import { clientAddress, getDb, visitorOrderAccess } from '@/server';

export type InvoiceFormState = {
  /** Field → error code (the receiver's rules, or EMAIL_INVALID). */
  errors?: Partial<Record<string, string>>;
  /** A refusal of the whole request (InvoiceError codes, UNAVAILABLE). */
  refusal?: string;
  /** What was typed, to show again after a refusal. */
  values?: Record<string, string>;
  done?: boolean;
};

const FIELDS = ['kind', 'rfc', 'name', 'regime', 'use', 'postalCode', 'country', 'taxId', 'email'];

/** Ten requests a minute per address: enough for a buyer's typos, not for a script. */
const LIMIT = { limit: 10, windowSeconds: 60 };

/**
 * The buyer asks for the CFDI of their purchase (issue 20). The order is opened only with what
 * this visitor holds (session, cart or booking cookies: the server layer's one rule, or the
 * manage page's signed link), never by the reference alone; the domain validates the receiver and the window and records it once.
 */
export async function requestInvoiceAction(
  _previous: InvoiceFormState,
  form: FormData,
): Promise<InvoiceFormState> {
  const value = (name: string) => String(form.get(name) ?? '').slice(0, 300);
  const values = Object.fromEntries(FIELDS.map((f) => [f, value(f)]));
  const locale = value('locale');
  const db = await getDb();
  const limit = await hitRateLimit(db, `invoice:${await clientAddress()}`, LIMIT);
  if (!limit.allowed) return { refusal: 'UNAVAILABLE', values };
  try {
    const result = await requestInvoice(db, {
      orderReference: value('reference'),
      // From the manage page, its signed link proves the trip's orders too (issue 20).
      access: {
        ...(await visitorOrderAccess()),
        ...(value('t') ? await manageLinkOrderAccess(db, value('t').slice(0, 100)) : undefined),
      },
      receiver: values,
      email: values.email,
      locale: isLocale(locale) ? locale : 'es',
    });
    if (!result.ok) return { errors: result.errors, values };
  } catch (error) {
    if (error instanceof InvoiceError) return { refusal: error.code, values };
    logger.error({ err: error }, 'invoice request failed');
    return { refusal: 'UNAVAILABLE', values };
  }
  // The page shows the request's status from now on.
  refresh();
  return { done: true };
}
