/**
 * The one sentence that states a park item's cancellation terms (issue 15: "policies, in the
 * data and on every screen before payment"): the cart, the checkout summary, the confirmation
 * email and the manage page all say it with these words (messages `parkPolicy`), computed by
 * the same rule that decides a cancellation (`canCancelWithRefund`).
 */
import { formatResortDateTime } from '@/lib/dates';
import { canCancelWithRefund, type ParkPolicy } from './park-policy.rules';

type PolicyTranslate = (
  key: 'refundUntil' | 'noRefund' | 'open',
  values?: { deadline: string },
) => string;

/** The last minute a refund can be asked for (23:59 at the resort), not the first after it. */
export function refundDeadlineText(until: Date, locale: string): string {
  return formatResortDateTime(new Date(until.getTime() - 60_000), locale);
}

export function parkPolicyText(
  t: PolicyTranslate,
  item: { visitDate: string | null },
  policy: ParkPolicy,
  now: Date,
  locale: string,
): string {
  const terms = canCancelWithRefund(item, policy, now);
  if (terms.ok) return t('refundUntil', { deadline: refundDeadlineText(terms.until, locale) });
  return terms.reason === 'OPEN_TICKET' ? t('open') : t('noRefund');
}
