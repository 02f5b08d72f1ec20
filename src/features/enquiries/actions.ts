'use server';

import { getTranslations } from 'next-intl/server';
import { captchaSecret } from '@/domain/captcha';
import { submitEnquiry, type EnquiryField, type EnquiryFieldError } from '@/domain/enquiries';
import { isLocale, type Locale } from '@/i18n/routing';
import { resortToday } from '@/lib/dates';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { clientAddress, getDb, requestLocale } from '@/server';

export type EnquiryFormState = {
  errors: Partial<Record<EnquiryField, string>>;
  values: Record<Exclude<EnquiryField, 'captcha'>, string>;
  /** Bumped on every answer: the captcha widget starts over when it changes. */
  attempt: number;
  /** The whole form's outcome, once sent or refused. */
  done?: { kind: 'sent'; message: string } | { kind: 'refused'; message: string };
};

const FIELDS = [
  'kind',
  'dateFrom',
  'dateTo',
  'guests',
  'budget',
  'message',
  'contactName',
  'email',
  'phone',
] as const;

function errorKey(e: EnquiryFieldError): string {
  switch (e.field) {
    case 'kind':
      return 'kind';
    case 'dateFrom':
      return e.code === 'required'
        ? 'dateFromRequired'
        : e.code === 'past'
          ? 'datePast'
          : e.code === 'tooFar'
            ? 'dateFromTooFar'
            : 'dateInvalid';
    case 'dateTo':
      return e.code === 'beforeStart'
        ? 'dateToBeforeStart'
        : e.code === 'tooFar'
          ? 'dateToTooFar'
          : 'dateInvalid';
    case 'guests':
      return e.code === 'required' ? 'guestsRequired' : 'guestsRange';
    case 'budget':
      return 'budgetRange';
    case 'message':
      return 'messageTooLong';
    case 'contactName':
      return e.code === 'required' ? 'nameRequired' : 'nameTooLong';
    case 'email':
      return 'emailInvalid';
    case 'phone':
      return e.code === 'required' ? 'phoneRequired' : 'phoneInvalid';
    case 'captcha':
      return 'captchaRequired';
  }
}

/**
 * The weddings/meetings enquiry form's action (issue 17): validated by the domain's rules,
 * rate limited per address, captcha spent with the enquiry; field errors come back in the
 * visitor's language, a sent enquiry says its reference.
 */
export async function enquiryAction(
  previous: EnquiryFormState,
  form: FormData,
): Promise<EnquiryFormState> {
  const language = String(form.get('language') ?? '');
  const locale: Locale = isLocale(language) ? language : await requestLocale();
  const t = await getTranslations({ locale, namespace: 'enquiry' });
  const get = (name: string) => (typeof form.get(name) === 'string' ? String(form.get(name)) : '');
  const values = Object.fromEntries(FIELDS.map((f) => [f, get(f)])) as EnquiryFormState['values'];
  const attempt = previous.attempt + 1;
  try {
    const result = await submitEnquiry(
      await getDb(),
      {
        form: { ...values, captcha: form.get('altcha') },
        locale,
        clientIp: await clientAddress(),
        today: resortToday(new Date()),
      },
      { captchaSecret: captchaSecret(env().NEWSLETTER_SECRET) },
    );
    if (result.outcome === 'sent')
      return {
        errors: {},
        values,
        attempt,
        done: {
          kind: 'sent',
          message: t('sent', { name: values.contactName.trim(), reference: result.reference }),
        },
      };
    if (result.outcome === 'rate-limited')
      return { errors: {}, values, attempt, done: { kind: 'refused', message: t('rateLimited') } };
    const errors: EnquiryFieldError[] =
      result.outcome === 'invalid' ? result.errors : [{ field: 'captcha', code: 'required' }];
    const messages: EnquiryFormState['errors'] = {};
    for (const e of errors) messages[e.field] ??= t(`errors.${errorKey(e)}` as 'errors.kind');
    return { errors: messages, values, attempt };
  } catch (error) {
    logger.error({ err: error }, 'enquiry failed');
    return { errors: {}, values, attempt, done: { kind: 'refused', message: t('failed') } };
  }
}
