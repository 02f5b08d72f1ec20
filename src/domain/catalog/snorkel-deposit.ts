import { formatMoneyCode, type MoneyLocale } from '@/lib/money';

/**
 * SPEC §9: the refundable snorkel gear deposit where a product says it applies (Xel-Há and the
 * tours that visit it). It is paid at the park, in US dollars, whatever currency the visitor
 * shops in: it is stated in USD everywhere, never converted.
 */
export const SNORKEL_DEPOSIT_USD_CENTS = 1000;

/** The deposit as the page states it: in USD, with the code, in the page's number format. */
export function snorkelDepositAmount(locale: MoneyLocale): string {
  return formatMoneyCode(SNORKEL_DEPOSIT_USD_CENTS, { iso: 'USD', decimals: 2 }, locale);
}
