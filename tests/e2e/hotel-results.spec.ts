import { acceptCookies, axeViolations, expect, reactOwns, test } from '../support/fixtures';

/** A date `days` from today (UTC; far enough that resort time never matters). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The results page of issue 14: the search collapsed into a summary with "Modify search", the
 * rooms above the fold, one promo field, the whole stay's total before leaving, and Back from
 * the booking page returning to the room types chosen (SPEC §3 current room).
 */
for (const [width, height] of [
  [1280, 720],
  [360, 740],
] as const) {
  test(`es: the rooms come first, with one promo field (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL!);
    await page.setViewportSize({ width, height });
    await page.goto(
      `/es/hoteles/?hotel=HXM&checkIn=${day(150)}&checkOut=${day(155)}&rooms=2&a1=2&a2=2&c2=1&k2=7`,
    );
    const summary = page.getByRole('region', { name: 'Tu búsqueda' });
    await expect(summary.getByTestId('search-summary')).toHaveText(
      /^Hotel Xcaret México · 5 noches, del .+ · 2 habitaciones, 4 adultos, Niño: 1$/,
    );
    const modify = summary.getByRole('button', { name: 'Modificar búsqueda' });
    await expect(modify).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Reserva tu estancia' })).toBeHidden();
    // The first room's first choice and its price are on screen without scrolling.
    const hxm = page.getByRole('article', { name: 'Hotel Xcaret México' });
    await expect(
      hxm
        .getByRole('group', { name: /^Habitación 1/ })
        .getByRole('radio')
        .first(),
    ).toBeInViewport();
    await expect(page.getByLabel('Código promocional')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    await modify.click();
    await expect(modify).toHaveAttribute('aria-expanded', 'true');
    const box = page.getByRole('region', { name: 'Reserva tu estancia' });
    await expect(box).toBeVisible();
    // The box names this hotel's children its own way, and still has no second promo field.
    await expect(box.getByRole('group', { name: 'Habitación 2' }).getByLabel('Niños')).toHaveValue(
      '1',
    );
    await expect(box.getByLabel('Niño 1: edad')).toHaveValue('7');
    await expect(page.getByLabel('Código promocional')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('es: the stay total adds up the choices, and Back from the booking page keeps them', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookies(page, baseURL!);
  await page.goto(
    `/es/hoteles/?hotel=HXM&checkIn=${day(160)}&checkOut=${day(163)}&rooms=2&a1=2&a2=2&promo=RIVIERA10`,
  );
  const hxm = page.getByRole('article', { name: 'Hotel Xcaret México' });
  const room2 = hxm.getByRole('group', { name: /^Habitación 2/ }).getByRole('radio');
  const total = hxm.getByTestId('stay-total-amount-HXM');
  const before = await total.textContent();
  expect(before).toMatch(/\d/);
  await expect(hxm.getByTestId('stay-total-HXM')).toContainText('Total de la estancia (3 noches)');
  await room2.nth(2).check();
  await expect(total).not.toHaveText(before!);
  const chosen = await total.textContent();
  const name = await room2.nth(2).getAttribute('data-name');
  await expect(hxm.getByTestId('stay-total-HXM')).toContainText(`Habitación 2: ${name}`);

  await hxm.getByRole('button', { name: 'Reservar en Hotel Xcaret México' }).click();
  await expect(page).toHaveURL(/\/es\/reserva\/$/);
  // What the results said is what the booking costs.
  await expect(page.getByTestId('booking-total')).toHaveText(chosen!);
  // SPEC §3 pending amount: the whole total until it is paid.
  await expect(page.getByTestId('booking-pending')).toHaveText(chosen!);

  await page.goBack();
  await expect(page).toHaveURL(/\/es\/hoteles\/\?/);
  await expect(room2.nth(2)).toBeChecked();
  await expect(total).toHaveText(chosen!);
  // A reload returns to the same choices too.
  await page.reload();
  await expect(room2.nth(2)).toBeChecked();
  await expect(total).toHaveText(chosen!);
  expect(consoleErrors).toEqual([]);
});

test("Arte's young adults are named as the hotel names them, in the box and the results", async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.goto(
    `/en/hotels/?hotel=HXA&checkIn=${day(170)}&checkOut=${day(172)}&rooms=1&a1=2&c1=1&k1=16`,
  );
  await expect(page.getByTestId('search-summary')).toContainText('Young adult (16-17): 1');
  const arte = page.getByRole('article', { name: 'Hotel Xcaret Arte' });
  await expect(
    arte.getByRole('group', { name: 'Room 1: 2 adults, Young adult (16-17): 1 (16)' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Change search' }).click();
  const box = page.getByRole('region', { name: 'Book your stay' });
  await expect(box.getByLabel('Young adults (16-17)')).toHaveValue('1');
  await expect(box.getByLabel('Young adult (16-17) 1: age')).toHaveValue('16');
  await expect(box.getByTestId('hotel-ages')).toHaveText(
    'Adults-only hotel. Young adults aged 16 and 17 are welcome when accompanied by an adult.',
  );
});

test('es: country fields start at the USA, then at the country the visitor chose (SPEC §3)', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.goto('/es/newsletter/');
  await expect(page.getByRole('main').getByLabel('País', { exact: true })).toHaveValue('US');

  await page.goto(`/es/hoteles/?hotel=HXM&checkIn=${day(180)}&checkOut=${day(182)}&rooms=1&a1=2`);
  await page
    .getByRole('article', { name: 'Hotel Xcaret México' })
    .getByRole('button', { name: 'Reservar en Hotel Xcaret México' })
    .click();
  const country = page.getByLabel('País de residencia');
  await expect(country).toHaveValue('US');
  // The phone starts at the country's dialing code, and follows the country chosen.
  const phone = page.getByLabel('Teléfono (con lada)');
  await expect(phone).toHaveValue('+1 ');
  await reactOwns(page, '#g-country');
  await country.selectOption('MX');
  await expect(phone).toHaveValue('+52 ');
  // Sent with the other details missing: refused, but the country chosen is remembered.
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'country')?.value)
    .toBe('MX');
  await page.goto('/es/newsletter/');
  await expect(page.getByRole('main').getByLabel('País', { exact: true })).toHaveValue('MX');
});

test("the price calendar's status reaches ready with its prices", async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
  await page.goto('/es/hotel-xcaret-arte/');
  await page.getByRole('button', { name: 'Calendario con precios' }).click();
  const dialog = page.getByRole('dialog', { name: 'Elige tus fechas' });
  await expect(dialog.locator('[data-calendar-status="ready"]')).toBeAttached({ timeout: 15_000 });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('es, a slow phone: "Reservar" tapped while the results are still hydrating books the rooms', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  // A phone six times slower than this machine: the page takes seconds to hydrate. The stay
  // total used to appear only then, pushing the button down under the tap, which was lost.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(`/es/hoteles/?hotel=HXM&checkIn=${day(186)}&checkOut=${day(188)}&rooms=1&a1=2`, {
    waitUntil: 'commit',
  });
  const hxm = page.getByRole('article', { name: 'Hotel Xcaret México' });
  await hxm.getByRole('button', { name: 'Reservar en Hotel Xcaret México' }).click();
  await expect(page).toHaveURL(/\/es\/reserva\/$/, { timeout: 30_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByLabel('País de residencia')).toBeVisible();
});
