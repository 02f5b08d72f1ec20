import { expect, type Locator } from '@playwright/test';

/**
 * Types an ISO date (YYYY-MM-DD) into a date field of the page's language, as a visitor does:
 * the day first in es and pt (DD/MM/YYYY), the month first in en (MM/DD/YYYY), one segment
 * after another by keyboard. `field` is the field's group (getByRole('group', { name })).
 * Until the page hydrates the segments take no keys: it tries again until the field holds the
 * date (its hidden input, named `name`, posts it as YYYY-MM-DD).
 */
export async function typeDate(
  field: Locator,
  iso: string,
  locale: 'es' | 'en' | 'pt',
  name: string,
) {
  const [year, month, day] = iso.split('-');
  const keys = locale === 'en' ? `${month}${day}${year}` : `${day}${month}${year}`;
  const posted = dateValue(field, name);
  await expect(async () => {
    const segment = field.getByRole('spinbutton').first();
    await segment.click();
    // The keys go to the field or nowhere: before the page is alive a click may leave focus on
    // the control used last (a <select> would take the digits as type-ahead).
    await expect(segment).toBeFocused({ timeout: 1_000 });
    await field.page().keyboard.type(keys);
    await expect(posted).toHaveValue(iso, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The YYYY-MM-DD value a date field posts (its hidden input), for assertions. */
export function dateValue(field: Locator, name: string): Locator {
  // The hidden input sits beside the group, inside the field's own element.
  return field.locator('xpath=..').locator(`input[type="hidden"][name="${name}"]`);
}
