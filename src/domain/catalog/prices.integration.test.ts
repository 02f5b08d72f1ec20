import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productComplements } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  addComplement,
  findProduct,
  productPriceSheet,
  saveComplement,
  setOpenTicketPrices,
} from '.';

const revenue = { id: 's1', email: 'rosa@xcaret.test', role: 'revenue', address: '10.0.0.9' };

describe.each(engines)('open-ticket and complement prices on %s', (engine) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const audits = async () => await t.db.select().from(auditLog);
  const shop = () => findProduct(t.db, 'park', 'xcaret-basico');

  it('changes the open-ticket prices with one audit row, live at the next read, none for a no-op', async () => {
    // The shop reads the product once (cached) before the change.
    const before = (await shop())!;
    const rows = (await audits()).length;
    const prices = { adultUsdCents: before.openTicketAdultUsdCents + 1_000, childUsdCents: 5_000 };
    expect(await setOpenTicketPrices(t.db, revenue, 'XC-BASIC', prices)).toEqual({
      ok: true,
      changed: true,
    });
    expect(await shop()).toMatchObject({
      openTicketAdultUsdCents: prices.adultUsdCents,
      openTicketChildUsdCents: 5_000,
    });
    const log = await audits();
    expect(log).toHaveLength(rows + 1);
    expect(log.at(-1)).toMatchObject({
      action: 'park.open-ticket-prices',
      entity: 'product',
      entityId: 'XC-BASIC',
      actorEmail: revenue.email,
      before: {
        adultUsdCents: before.openTicketAdultUsdCents,
        childUsdCents: before.openTicketChildUsdCents,
      },
      after: prices,
    });
    // The same prices again: nothing changes, nothing is recorded.
    expect(await setOpenTicketPrices(t.db, revenue, 'XC-BASIC', prices)).toEqual({
      ok: true,
      changed: false,
    });
    expect(await audits()).toHaveLength(rows + 1);
  });

  it('refuses bad prices and unknown products without writing', async () => {
    const rows = (await audits()).length;
    const sheet = (await productPriceSheet(t.db, 'XC-BASIC'))!;
    for (const input of [
      { adultUsdCents: -1, childUsdCents: 0 },
      { adultUsdCents: 1000, childUsdCents: 2000 },
      { adultUsdCents: '1000; DROP TABLE products', childUsdCents: 0 },
    ])
      expect((await setOpenTicketPrices(t.db, revenue, 'XC-BASIC', input)).ok).toBe(false);
    expect(
      await setOpenTicketPrices(t.db, revenue, 'NOPE', { adultUsdCents: 100, childUsdCents: 0 }),
    ).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await audits()).toHaveLength(rows);
    expect(await productPriceSheet(t.db, 'XC-BASIC')).toEqual(sheet);
  });

  it('edits a complement: price and name at once, off sale hidden from the shop, not from staff', async () => {
    const sheet = (await productPriceSheet(t.db, 'XC-BASIC'))!;
    const plus = sheet.complements.find((c) => c.code === 'XC-UPG-PLUS')!;
    expect(plus.onSale).toBe(true);
    const rows = (await audits()).length;
    const edit = { name: { es: 'Xcaret Plus', en: 'Xcaret Plus' }, priceUsdCents: 3_300 };
    expect(
      await saveComplement(t.db, revenue, 'XC-BASIC', plus.id, { ...edit, onSale: true }),
    ).toEqual({ ok: true, changed: true });
    expect((await shop())!.complements.find((c) => c.id === plus.id)?.priceUsdCents).toBe(3_300);

    expect(
      await saveComplement(t.db, revenue, 'XC-BASIC', plus.id, { ...edit, onSale: false }),
    ).toEqual({ ok: true, changed: true });
    // The catalogue still knows it (a cart or ticket that has it names it), marked off sale.
    expect((await shop())!.complements.find((c) => c.id === plus.id)?.onSale).toBe(false);
    const staff = (await productPriceSheet(t.db, 'XC-BASIC'))!.complements;
    expect(staff.find((c) => c.id === plus.id)).toMatchObject({
      onSale: false,
      priceUsdCents: 3_300,
    });
    // A no-op, a complement of another product, a bad name: nothing recorded.
    expect(
      await saveComplement(t.db, revenue, 'XC-BASIC', plus.id, { ...edit, onSale: false }),
    ).toEqual({ ok: true, changed: false });
    expect(
      await saveComplement(t.db, revenue, 'XP-XPLOR', plus.id, { ...edit, onSale: true }),
    ).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(
      await saveComplement(t.db, revenue, 'XC-BASIC', plus.id, {
        ...edit,
        name: { es: '<b>', en: '' },
        onSale: true,
      }),
    ).toEqual({ ok: false, code: 'INVALID_NAME' });
    const log = await audits();
    expect(log).toHaveLength(rows + 2);
    expect(log.at(-1)).toMatchObject({
      action: 'park.complement',
      entityId: 'XC-UPG-PLUS',
      before: { priceUsdCents: 3_300, onSale: true },
      after: { priceUsdCents: 3_300, onSale: false },
    });
    // Back on sale for the tests after this one.
    await saveComplement(t.db, revenue, 'XC-BASIC', plus.id, { ...edit, onSale: true });
  });

  it('adds a complement the shop offers at once; the same code twice is refused', async () => {
    const rows = (await audits()).length;
    const input = {
      code: 'xc-photo-day',
      name: { es: 'Fotos del día', en: 'Photos of the day' },
      subtitle: { es: 'Todas tus fotos', en: 'All your photos' },
      priceUsdCents: 2_900,
    };
    expect(await addComplement(t.db, revenue, 'XC-BASIC', input)).toEqual({
      ok: true,
      changed: true,
    });
    const added = (await shop())!.complements.find((c) => c.code === 'XC-PHOTO-DAY')!;
    expect(added).toMatchObject({
      name: input.name,
      priceUsdCents: 2_900,
      businessUnitCode: 'XC',
      onSale: true,
      infoDetails: { title: input.name, subtitle: input.subtitle },
    });
    expect(await addComplement(t.db, revenue, 'XC-BASIC', input)).toEqual({
      ok: false,
      code: 'DUPLICATE_CODE',
    });
    expect(await addComplement(t.db, revenue, 'XC-BASIC', { ...input, code: 'XC UPG' })).toEqual({
      ok: false,
      code: 'INVALID_CODE',
    });
    expect((await audits()).length).toBe(rows + 1);
    const [row] = await t.db
      .select()
      .from(productComplements)
      .where(eq(productComplements.code, 'XC-PHOTO-DAY'));
    expect(row!.id).toBeGreaterThan(0);
  });
});
