import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getVisitor } from '@/server';
import { dialingCode } from '@/lib/phone';
import { phoneForCountry } from '@/lib/phone-prefix';
import { PaymentPanel } from './payment-panel';

/** Failures the gateway reports, each with its own message; others get the generic one. */
const FAILURES = new Set(['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'AUTHENTICATION_REQUIRED']);

type Props = {
  kind: 'hotel' | 'park';
  locale: Locale;
  currencyIso: string;
  totalMinor: number;
  /** `?payment=` of the return from the gateway: cancelled, a failure code, pending or paid. */
  outcome?: string;
  askBuyer?: boolean;
};

/**
 * The payment step, server side: the connectivity message with the call centre's USA and
 * Canada numbers, the message of a failed or cancelled payment, and the checkout messages for
 * the client panel.
 */
export async function PaymentStep({
  kind,
  locale,
  currencyIso,
  totalMinor,
  outcome,
  askBuyer,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'checkout' });
  const te = await getTranslations({ locale, namespace: 'errors' });
  const { chrome, country } = await getVisitor();
  const phone = (country: string) =>
    chrome.phones.find((p) => p.country === country)?.displayNumber ?? '';
  const notice =
    outcome === 'cancelled'
      ? t('cancelled')
      : outcome === 'abandoned'
        ? t('abandoned')
        : outcome && FAILURES.has(outcome)
          ? t(`failed_${outcome}` as 'failed_CARD_DECLINED')
          : outcome && !['paid', 'pending'].includes(outcome)
            ? t('failed_generic')
            : undefined;
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ checkout: messages.checkout }}>
      <PaymentPanel
        kind={kind}
        locale={locale}
        currencyIso={currencyIso}
        totalMinor={totalMinor}
        offlineMessage={te('offline', { us: phone('US'), ca: phone('CA') })}
        notice={notice}
        askBuyer={askBuyer}
        // The buyer's phone starts at the visitor's country's dialing code (SPEC §3).
        phonePrefix={phoneForCountry('', dialingCode(country))}
      />
    </NextIntlClientProvider>
  );
}
