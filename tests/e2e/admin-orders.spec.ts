import { axeViolations, expect, test } from '../support/fixtures';
import { bookAndPay } from '../support/desk';
import { buyParkVisits, mailbox } from '../support/park-order';
import { createStaff, signInStaff } from '../support/staff';

/**
 * Issue 16, the orders desk: a frontdesk user finds a paid booking by the guest's email,
 * refunds part of it (a second refund above the balance is refused), adds a note and sees the
 * timeline; Spanish and English.
 */

const words = {
  es: {
    orders: 'Pedidos',
    search: 'Referencia, correo o nombre',
    find: 'Buscar',
    amount: 'Importe (USD)',
    reason: 'Motivo',
    refund: 'Reembolsar',
    refunded: 'Reembolso de USD 25.00 registrado.',
    money: 'USD 25.00',
    tooMuch: 'El importe supera el saldo del pedido',
    noteText: 'Nota (solo la ve el personal)',
    addNote: 'Agregar una nota',
    saveNote: 'Guardar nota',
    noteSaved: 'Nota guardada.',
    timeline: 'Historial',
    refundEvent: 'Reembolso registrado',
    noteEvent: 'Nota interna',
  },
  en: {
    orders: 'Orders',
    search: 'Reference, email or name',
    find: 'Search',
    amount: 'Amount (USD)',
    reason: 'Reason',
    refund: 'Refund',
    refunded: 'Refund of $25.00 recorded.',
    money: '$25.00',
    tooMuch: "The amount is above the order's balance",
    noteText: 'Note (seen by staff only)',
    addNote: 'Add a note',
    saveNote: 'Save note',
    noteSaved: 'Note saved.',
    timeline: 'Timeline',
    refundEvent: 'Refund recorded',
    noteEvent: 'Internal note',
  },
};

for (const lang of ['es', 'en'] as const) {
  test(`${lang}: a frontdesk user finds a booking by email, refunds part of it, adds a note and sees the timeline`, async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const w = words[lang];
    const email = `desk-${lang}-${Date.now().toString(36)}@example.com`;
    const booking = await bookAndPay(page, baseURL!, lang, lang === 'es' ? 170 : 176, email);

    const staff = await createStaff(request, 'frontdesk', lang);
    // The same browser (the staff session is a cookie of its own), where axe is loaded.
    const desk = page;
    await signInStaff(desk, staff);
    await desk
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: w.orders })
      .click();
    await expect(desk.getByRole('heading', { level: 1, name: w.orders })).toBeVisible();
    expect(await axeViolations(desk)).toEqual([]);
    await desk.getByLabel(w.search).fill(email.toUpperCase());
    await desk.getByRole('button', { name: w.find }).click();
    const rows = desk.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(booking);
    // The same list as CSV, from the page's own link.
    const csvHref = await desk.getByRole('link', { name: 'CSV' }).getAttribute('href');
    const csv = await desk.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${booking}"`);
    expect(lines[1]).toContain(`"${email}"`);
    await rows.first().getByRole('link').click();
    await expect(desk.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(desk.getByText(email).first()).toBeVisible();
    expect(await axeViolations(desk)).toEqual([]);

    // A part of it back; then more than what is left is refused by the ledger's rule.
    const refund = desk.getByRole('form', { name: w.refund });
    await refund.getByLabel(w.amount).fill('25');
    await refund.getByLabel(w.reason).fill('Goodwill');
    await refund.getByRole('button', { name: w.refund }).click();
    await expect(refund.getByRole('status')).toHaveText(w.refunded);
    await expect(desk.locator('[data-refunded]')).toHaveText(w.money);
    await refund.getByLabel(w.amount).fill('999999');
    await refund.getByLabel(w.reason).fill('Too much');
    await refund.getByRole('button', { name: w.refund }).click();
    await expect(refund.getByRole('alert')).toContainText(w.tooMuch);
    await expect(desk.locator('[data-refunded]')).toHaveText(w.money);

    // A note, escaped as text.
    const note = desk.getByRole('form', {
      name: w.saveNote === 'Save note' ? 'Add a note' : 'Agregar una nota',
    });
    await note.getByLabel(w.noteText).fill('<b>Cuna</b> para la habitación');
    await note.getByRole('button', { name: w.saveNote }).click();
    await expect(note.getByRole('status')).toHaveText(w.noteSaved);
    await expect(desk.locator('[data-note]').first()).toContainText(
      '<b>Cuna</b> para la habitación',
    );

    const timeline = desk.locator('[data-timeline]');
    await expect(desk.getByRole('heading', { name: w.timeline })).toBeVisible();
    await expect(timeline.locator('[data-event="refund"]')).toContainText(w.refundEvent);
    await expect(timeline.locator('[data-event="note"]')).toContainText(w.noteEvent);
    await expect(timeline.locator('[data-event="audit"]').first()).toContainText(staff.email);
    await expect(timeline.locator('[data-event="paid"]')).toHaveCount(1);
    expect(await axeViolations(desk)).toEqual([]);
  });
}

test('es: the front desk cancels one visit of a park order for its guest; the tickets are void and the guest gets the email', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `desk-park-${Date.now().toString(36)}@example.com`;
  const reference = await buyParkVisits(page, baseURL!, 'es', 52, email);
  const staff = await createStaff(request, 'frontdesk');
  await signInStaff(page, staff, `/admin/orders/${reference}/`);
  const form = page.getByRole('form', { name: 'Cancelar visitas' });
  await expect(form).toContainText('cancelable hasta el');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('checkbox', { name: /^Xel-Há/ }).check();
  await form.getByRole('button', { name: 'Cancelar las visitas elegidas' }).click();
  await expect(form.getByRole('status')).toContainText('Visita cancelada; se devuelven');
  // Only Xcaret Plus is left to cancel; Xel-Há's tickets read cancelled.
  await expect(form.getByRole('checkbox', { name: /^Xel-Há/ })).toHaveCount(0);
  await expect(form.getByRole('checkbox', { name: /^Xcaret Plus/ })).toBeVisible();
  await expect
    .poll(() => mailbox().find((m) => m.to === email && m.subject.includes('cancelación hecha')), {
      timeout: 30_000,
    })
    .toBeTruthy();
  expect(await axeViolations(page)).toEqual([]);
});
