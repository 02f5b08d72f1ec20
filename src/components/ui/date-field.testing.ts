import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Component-test helpers for LocalDateField: its group (found by its label), the YYYY-MM-DD
 * value its hidden input posts, and typing a date as a visitor does (segment by segment, in
 * the locale's order: month first in en, day first in es and pt).
 */
export const dateGroup = (label: string) => screen.getByRole('group', { name: label });

export const postedDate = (label: string) =>
  dateGroup(label).parentElement!.querySelector<HTMLInputElement>('input[type="hidden"]')!;

export async function typeDate(
  user: UserEvent,
  label: string,
  iso: string,
  locale: 'es' | 'en' | 'pt' = 'en',
) {
  const [year, month, day] = iso.split('-');
  await user.click(within(dateGroup(label)).getAllByRole('spinbutton')[0]!);
  await user.keyboard(locale === 'en' ? `${month}${day}${year}` : `${day}${month}${year}`);
}
