import { axeViolations, expect, test } from '../support/fixtures';
import { createStaff, signInStaff } from '../support/staff';

/**
 * Issue 17, the site's copy: a content user edits the FAQ in Portuguese, previews the draft on
 * the real page (marked, not indexed, not public) and publishes it; the public /pt/ FAQ then
 * shows it, with no redeploy.
 */
test('edits the FAQ in Portuguese, previews and publishes it', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const question = `Posso levar meu cachorro? ${tag}`;
  const answer = `Só cães-guia, com aviso prévio. ${tag}`;
  const staff = await createStaff(request, 'content', 'es');
  await signInStaff(page, staff);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Textos del sitio' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Textos del sitio' })).toBeVisible();
  await page.getByRole('link', { name: 'Editar Preguntas frecuentes en Portugués' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes · Portugués' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A new question in the spare row of the list.
  const spare = page.getByRole('group', { name: 'Preguntas · Nueva' });
  await spare.getByLabel('Tema').fill('Reservas');
  await spare.getByLabel('Pregunta').fill(question);
  await spare.getByLabel('Respuesta').fill(answer);
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.locator('[data-outcome="saved"]')).toContainText('Borrador guardado');
  await expect(page.locator('[data-draft="yes"]')).toBeVisible();

  // The draft is not public.
  const publicBefore = await request.get('/pt/perguntas-frequentes/');
  expect(publicBefore.status()).toBe(200);
  expect(await publicBefore.text()).not.toContain(tag);

  // The preview: the real page with the draft, marked and not indexed (staff only).
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Vista previa' }).click(),
  ]);
  await expect(preview.getByRole('status').filter({ hasText: 'Pré-visualização' })).toBeVisible();
  await expect(preview.getByText(question)).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await preview.close();
  const sneaked = await request.get('/pt/perguntas-frequentes/?preview=1');
  expect(await sneaked.text()).not.toContain(tag);

  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.locator('[data-outcome="published"]')).toContainText(
    /Publicado: versión \d+\./,
  );
  await expect(page.locator('[data-draft="no"]')).toBeVisible();
  const version = (await page.locator('[data-outcome="published"]').textContent())!.match(
    /versión (\d+)/,
  )![1]!;
  await expect(page.locator(`tr[data-version="${version}"]`)).toContainText(staff.email);

  // The public page shows it at once.
  await page.goto('/pt/perguntas-frequentes/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /index, follow/);
  const published = page.getByText(question);
  await expect(published).toBeVisible();
  await published.click();
  await expect(page.getByText(answer)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/**
 * Issue 17, the catalogue's texts (decision 0041): a content user edits Hotel Xcaret Arte's
 * description in Spanish through the same editor, previews the draft on the hotel page and
 * publishes it; the public /es/ hotel page then shows it.
 */
test("edits Hotel Xcaret Arte's description in Spanish, previews and publishes it", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const paragraph = `Cada suite tiene una obra de un artesano mexicano. ${tag}`;
  const staff = await createStaff(request, 'content', 'es');
  await signInStaff(page, staff);
  await page.goto('/admin/content/');
  await expect(page.getByRole('heading', { level: 2, name: 'Textos del catálogo' })).toBeVisible();
  await page.getByRole('link', { name: 'Editar Hotel Xcaret Arte en Español' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hotel Xcaret Arte · Español' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The form starts from the current text: a paragraph is added after a blank line.
  const description = page.getByLabel('Descripción');
  await expect(description).toHaveValue(/\S/);
  await description.fill(`${await description.inputValue()}\n\n${paragraph}`);
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.locator('[data-outcome="saved"]')).toContainText('Borrador guardado');

  // The draft is not public, not even with ?preview=1 outside the back office.
  for (const path of ['/es/hotel-xcaret-arte/', '/es/hotel-xcaret-arte/?preview=1']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain(tag);
  }

  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Vista previa' }).click(),
  ]);
  await expect(preview).toHaveURL(/\/es\/hotel-xcaret-arte\/\?preview=1$/);
  await expect(preview.getByRole('status').filter({ hasText: 'Vista previa' })).toBeVisible();
  await expect(preview.getByText(paragraph)).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await preview.close();

  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.locator('[data-outcome="published"]')).toContainText(
    /Publicado: versión \d+\./,
  );

  await page.goto('/es/hotel-xcaret-arte/');
  await expect(page.getByText(paragraph)).toBeVisible();
  await expect(page.locator('[data-preview]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
