import { acceptCookies, axeViolations, expect, test } from '../support/fixtures';

/** A date `days` from today (UTC; far enough that resort time never matters). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * SPEC §3 hotel filters (showFilter, filterBy, all, categories), from each hotel's data:
 * Hotel Xcaret Arte filters its rooms by building, Hotel Xcaret México by view, and La Casa de
 * la Playa shows none (issue 19).
 */
for (const width of [1280, 390]) {
  test(`each hotel's own filter on the results (${width} px)`, async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL!);
    await page.setViewportSize({ width, height: 900 });
    const stay = `checkIn=${day(70)}&checkOut=${day(73)}&rooms=1&a1=2&c1=0`;

    await page.goto(`/es/hoteles/?hotel=HXA&${stay}`);
    const arte = page.getByRole('group', { name: 'Mostrar habitaciones' });
    for (const name of ['Todas', 'Casa Diseño', 'Casa Paz', 'Casa Pirámide'])
      await expect(arte.getByRole('button', { name })).toBeVisible();
    const rooms = page.locator('li[data-category]');
    const total = await rooms.count();
    expect(total).toBeGreaterThan(3);
    await arte.getByRole('button', { name: 'Casa Paz' }).click();
    await expect(arte.getByRole('button', { name: 'Casa Paz' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Casa Paz holds the swim-up suites only.
    await expect(page.locator('li[data-category]:visible')).toHaveCount(1);
    await expect(page.locator('li[data-category]:visible')).toContainText('Swim-up');
    await arte.getByRole('button', { name: 'Todas' }).click();
    await expect(page.locator('li[data-category]:visible')).toHaveCount(total);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/es/hoteles/?hotel=HXM&${stay}`);
    await expect(
      page.getByRole('group', { name: 'Mostrar habitaciones' }).getByRole('button', {
        name: 'Vista al mar',
      }),
    ).toBeVisible();

    await page.goto(`/es/hoteles/?hotel=LCDP&${stay}`);
    await expect(page.locator('form fieldset li').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Mostrar habitaciones' })).toHaveCount(0);
  });
}
