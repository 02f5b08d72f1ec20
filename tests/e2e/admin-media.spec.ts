import { axeViolations, expect, test } from '../support/fixtures';
import { createStaff, signInStaff } from '../support/staff';
import { decompressionBomb, oversizedPhoto, testPhoto, TEXT_AS_JPEG } from '../support/images';

/**
 * Issue 17, the media library: a content user uploads a photograph with its alt text, sets it
 * as Hotel Xcaret Arte's hero, and the public page shows it (responsive AVIF/WebP, intrinsic
 * size, nothing shifting, axe clean); a file that lies about its type, an oversized image and a
 * decompression bomb are refused with a clear message, and nothing is stored; a photograph
 * deleted leaves every page and the storage.
 */

test('es: a content user uploads a photograph, sets it as the hero of Hotel Xcaret Arte, and the page shows it', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const alt = `Alberca de Hotel Xcaret Arte al atardecer ${tag}`;
  const staff = await createStaff(request, 'content', 'es');
  await signInStaff(page, staff);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Fotografías y videos' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fotografías y videos' })).toBeVisible();

  const upload = page.getByRole('form', { name: 'Subir una fotografía' });
  await upload.getByLabel('Archivo', { exact: true }).setInputFiles({
    name: 'alberca.png',
    mimeType: 'image/png',
    buffer: await testPhoto('png', { width: 1800, height: 1000 }),
  });
  await upload.getByLabel('Español').fill(alt);
  await upload.getByLabel('Inglés').fill(`Hotel Xcaret Arte pool at sunset ${tag}`);
  await upload.getByLabel('Portugués').fill(`Piscina do Hotel Xcaret Arte ao pôr do sol ${tag}`);
  await upload.getByLabel('Punto focal vertical (%)').fill('60');
  await upload.getByRole('button', { name: 'Subir fotografía' }).click();
  await expect(page.locator('[data-outcome="stored"]')).toHaveText('Fotografía guardada.');
  const item = page.getByRole('article', { name: alt });
  await expect(item).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await item.getByLabel('Dónde').selectOption({ label: 'Hotel Xcaret Arte' });
  await item.getByLabel('Como').selectOption({ label: 'Portada' });
  await item.getByRole('button', { name: 'Mostrar aquí' }).click();
  await expect(page.locator('[data-outcome="attached"]')).toHaveText(
    'La fotografía ya se muestra ahí.',
  );
  await expect(page.getByRole('article', { name: alt })).toContainText(
    'Hotel Xcaret Arte · Portada',
  );

  // The public page: the photograph is the hero, in AVIF and WebP widths, with its size.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/es/hotel-xcaret-arte/');
  const hero = page.getByRole('img', { name: alt });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute('width', '1800');
  await expect(hero).toHaveAttribute('height', '1000');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('style', /object-position:\s*50% 60%/);
  const avif = page.locator('picture source[type="image/avif"]').first();
  await expect(avif).toHaveAttribute(
    'srcset',
    /480\.avif 480w, .*960\.avif 960w, .*1600\.avif 1600w/,
  );
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  const source = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  const served = await request.get(source);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  expect(served.headers()['cache-control']).toContain('immutable');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  // Nothing moves once loaded (the hero sits behind its text, sized by the text).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
  expect(await axeViolations(page)).toEqual([]);
  // Phone width too.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(page.getByRole('img', { name: alt })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The same photograph as a room type's card: the hotel page's room card shows it, sized
  // before it loads (nothing shifts when it arrives below the fold), lazily, axe clean.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/media/');
  const listed = page.getByRole('article', { name: alt });
  await listed
    .getByLabel('Dónde')
    .selectOption({ label: 'Hotel Xcaret Arte · Suite Vista Jardín con Jacuzzi' });
  await listed.getByLabel('Como').selectOption({ label: 'Tarjeta' });
  await listed.getByRole('button', { name: 'Mostrar aquí' }).click();
  await expect(page.locator('[data-outcome="attached"]')).toBeVisible();
  await page.goto('/es/hotel-xcaret-arte/');
  const card = page.locator('[data-room="HXA-GVS"]');
  const cardPhoto = card.getByRole('img', { name: alt });
  await expect(cardPhoto).toHaveAttribute('loading', 'lazy');
  await expect(cardPhoto).toHaveAttribute('width', '1800');
  await expect(cardPhoto).toHaveAttribute('height', '1000');
  // Its box has its height before a byte of it has arrived (the 3:2 frame of the card).
  const before = await cardPhoto.boundingBox();
  expect(before!.height).toBeGreaterThan(100);
  expect(Math.abs(before!.width / before!.height - 1.5)).toBeLessThan(0.02);
  await cardPhoto.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cardPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const cardShift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(cardShift).toBeLessThan(0.01);
  expect(await axeViolations(page)).toEqual([]);

  // Deleted for good: off the page, out of the library, its renditions gone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/media/');
  const row = page.getByRole('article', { name: alt });
  await row.getByText('Eliminar fotografía').click();
  await expect(row).toContainText('Se quitará de las 2 páginas donde se muestra');
  await row.getByRole('button', { name: `Eliminar para siempre «${alt}»` }).click();
  await expect(page.locator('[data-outcome="deleted"]')).toHaveText('Fotografía eliminada.');
  await expect(page.getByRole('article', { name: alt })).toHaveCount(0);
  await page.goto('/es/hotel-xcaret-arte/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: alt })).toHaveCount(0);
  expect((await request.get(source)).status()).toBe(404);
  expect(consoleErrors).toEqual([]);
});

test('en: a file that lies about its type, an oversized image and a decompression bomb are refused, nothing stored', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await createStaff(request, 'content', 'en');
  await signInStaff(page, staff, '/admin/media/');
  await expect(page.getByRole('heading', { level: 1, name: 'Photos and videos' })).toBeVisible();
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const upload = page.getByRole('form', { name: 'Upload a photograph' });
  const cases = [
    {
      file: { name: 'beach.jpg', mimeType: 'image/jpeg', buffer: TEXT_AS_JPEG },
      message:
        'The file is not a JPEG, PNG, WebP or AVIF photograph (its content is checked, not its name). Nothing was saved.',
    },
    {
      file: {
        name: 'huge.jpg',
        mimeType: 'image/jpeg',
        buffer: await oversizedPhoto(10 * 1024 * 1024 + 1),
      },
      message: 'The file is larger than 10 MB. Make it smaller and try again. Nothing was saved.',
    },
    {
      file: { name: 'bomb.png', mimeType: 'image/png', buffer: decompressionBomb() },
      message: 'The image has too many pixels (over 40 megapixels). Nothing was saved.',
    },
  ];
  for (const c of cases) {
    await upload.getByLabel('File', { exact: true }).setInputFiles(c.file);
    await upload.getByLabel('Spanish').fill(`Playa ${tag}`);
    await upload.getByLabel('English').fill(`Beach ${tag}`);
    await upload.getByLabel('Portuguese').fill(`Praia ${tag}`);
    await upload.getByRole('button', { name: 'Upload photograph' }).click();
    await expect(page.locator('[data-outcome="refused"]')).toHaveText(c.message);
    // The texts come back, so only the file needs choosing again.
    await expect(upload.getByLabel('English')).toHaveValue(`Beach ${tag}`);
  }
  expect(await axeViolations(page)).toEqual([]);
  // Nothing was kept: no photograph of that name in the library (the use case's tests check
  // the storage folder and the table themselves).
  await page.goto('/admin/media/');
  await expect(page.getByRole('article', { name: `Beach ${tag}` })).toHaveCount(0);
});

test("es: a park's video (with its poster) and photograph show in the widget's dialogs", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const staff = await createStaff(request, 'content', 'es');
  await signInStaff(page, staff, '/admin/media/');
  const upload = page.getByRole('form', { name: 'Subir una fotografía' });
  const add = async (alt: string, videoUrl = '') => {
    await upload.getByLabel('Archivo', { exact: true }).setInputFiles({
      name: 'xenses.webp',
      mimeType: 'image/webp',
      buffer: await testPhoto('webp', { width: 900, height: 600 }),
    });
    await upload.getByLabel('Español').fill(alt);
    await upload.getByLabel('Inglés').fill(`${alt} (en)`);
    await upload.getByLabel('Portugués').fill(`${alt} (pt)`);
    if (videoUrl) await upload.getByLabel(/Dirección de un video/).fill(videoUrl);
    await upload.getByRole('button', { name: 'Subir fotografía' }).click();
    await expect(page.locator('[data-outcome="stored"]')).toBeVisible();
    const item = page.getByRole('article', { name: alt });
    await item.getByLabel('Dónde').selectOption({ label: 'Xenses' });
    await item.getByLabel('Como').selectOption({ label: 'Galería' });
    await item.getByRole('button', { name: 'Mostrar aquí' }).click();
    await expect(page.locator('[data-outcome="attached"]')).toBeVisible();
  };
  const video = `https://www.youtube.com/watch?v=Xenses${tag.slice(0, 5).padEnd(5, '0')}`;
  await add(`Portada del video de Xenses ${tag}`, video);
  await add(`Túnel de Xenses ${tag}`);

  await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  await page.goto('/es/parques/xenses/');
  const widget = page.getByRole('region', { name: 'Reserva tu visita' });
  // The player is YouTube's privacy-enhanced one, asked for only when the visitor presses play
  // (answered here: the test machine has no way out).
  const embeds: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    embeds.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>player</title><p>YouTube player</p>',
    });
  });
  const opener = widget.getByRole('button', { name: 'Video' });
  await opener.click();
  const player = page.getByRole('dialog', { name: 'Xenses: video' });
  await expect(
    player.getByRole('img', { name: `Portada del video de Xenses ${tag}` }),
  ).toBeVisible();
  await expect(player).not.toContainText('llegará pronto');
  expect(await axeViolations(page)).toEqual([]);
  expect(embeds).toEqual([]);
  await player.getByRole('button', { name: 'Reproducir el video de Xenses' }).click();
  const frame = player.locator('iframe[title="Video de Xenses"]');
  await expect(frame).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${new URL(video).searchParams.get('v')}?rel=0`,
  );
  // The CSP lets exactly this player in: its page is shown inside the dialog.
  await expect(
    page.frameLocator('iframe[title="Video de Xenses"]').getByText('YouTube player'),
  ).toBeVisible();
  expect(embeds).toHaveLength(1);
  // Escape closes it, the player goes (nothing plays on), focus is back on the button.
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  await expect(frame).toHaveCount(0);
  await expect(opener).toBeFocused();
  await widget.getByRole('button', { name: 'Galería' }).click();
  const gallery = page.getByRole('dialog', { name: 'Xenses: galería' });
  await expect(gallery.getByRole('img', { name: `Túnel de Xenses ${tag}` })).toBeVisible();
  await expect(
    gallery.getByRole('figure').filter({ hasText: `Túnel de Xenses ${tag}` }),
  ).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});
