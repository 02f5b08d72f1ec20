import { axeViolations, expect, test } from '../support/fixtures';
import { createStaff, signInStaff } from '../support/staff';

/**
 * Issue 17, the queues: an email that failed for good is shown with its error, counted on the
 * admin home, retried through the outbox's own retry, sent by the delivery job and gone from
 * the failed list (en). Its preview shows the email without sending it, its link's value hidden.
 */
test('en: an admin retries a failed email and it leaves the failed list', async ({
  page,
  request,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const error = `SMTP 451 mailbox busy ${tag}`;
  const failed = await request.post('/api/e2e/outbox/', {
    data: { to: `queue-${tag}@example.com`, error },
  });
  expect(failed.status()).toBe(200);
  const { id } = (await failed.json()) as { id: string };

  const staff = await createStaff(request, 'admin', 'en');
  await signInStaff(page, staff);
  const count = page.locator('[data-failed-count]');
  await expect(count).toContainText('failed email');
  expect(Number(await count.getAttribute('data-failed-count'))).toBeGreaterThanOrEqual(1);

  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Email queue' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email queue' })).toBeVisible();
  const message = page.locator(`[data-message="${id}"]`);
  await expect(message).toContainText(error);
  await expect(message).toContainText('account-email');
  expect(await axeViolations(page)).toEqual([]);

  // Its preview: the email made now by its own handler, not sent, its link's value hidden.
  await message.getByRole('link', { name: 'Preview' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Preview of the account-email message' }),
  ).toBeVisible();
  await expect(page.getByText(`queue-${tag}@example.com`)).toBeVisible();
  const frame = page.frameLocator('iframe[title^="HTML version"]');
  await expect(frame.locator('body')).toContainText('Ana');
  await page.getByText('Text version').click();
  const text = page.locator('[data-preview-text]');
  await expect(text).toContainText('http://localhost/en/forgot/?ref=…');
  expect(await page.content()).not.toContain('e2e-secret-value');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to the queue' }).click();

  await message.getByRole('button', { name: 'Retry' }).click();
  await expect(message.getByRole('status')).toHaveText(
    'Message queued again; it will be sent within seconds.',
  );
  // A second click (another tab, a double submit) finds it no longer failed.
  await message.getByRole('button', { name: 'Retry' }).click();
  await expect(message.getByRole('alert')).toHaveText('That message is no longer failed.');
  // The delivery job (every 5 s) sends it: it leaves the failed list and is listed as sent.
  await expect(async () => {
    await page.goto('/admin/outbox/?status=failed');
    await expect(page.locator(`[data-message="${id}"]`)).toHaveCount(0);
    await page.goto('/admin/outbox/?status=sent');
    await expect(page.locator(`[data-message="${id}"]`)).toHaveCount(1);
  }).toPass({ timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);
});
