import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { seedDatabase, seedIfNeeded, SEED_VERSION, seedVersion } from '.';

describe.each(engines)('reference data seeded on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('has the 17 currencies of SPEC §3 with USD as id 1 and the right exponents', async () => {
    const rows = await t.db.select().from(s.currencies);
    expect(rows.map((r) => r.iso).sort()).toEqual(
      [
        'USD',
        'MXN',
        'CAD',
        'EUR',
        'COP',
        'GTQ',
        'GBP',
        'ARS',
        'CLP',
        'PEN',
        'UYU',
        'CRC',
        'RUB',
        'AUD',
        'CNY',
        'JPY',
        'KRW',
      ].sort(),
    );
    expect(rows.find((r) => r.id === 1)?.iso).toBe('USD');
    const zeroDecimals = rows
      .filter((r) => r.decimals === 0)
      .map((r) => r.iso)
      .sort();
    expect(zeroDecimals).toEqual(['CLP', 'JPY', 'KRW']);
    for (const r of rows) {
      expect(r.flag).toBe(`/flags/${r.iso.toLowerCase()}.svg`);
      expect(Number(r.usdRate)).toBeGreaterThan(0);
    }
  });

  it('has the 8 payment methods with the currencies each serves', async () => {
    const methods = await t.db.select().from(s.paymentMethods);
    expect(methods.map((m) => m.apiCode).sort()).toEqual([
      'AX',
      'CB',
      'DN',
      'DS',
      'JC',
      'MC',
      'PP',
      'VI',
    ]);
    const served = await t.db
      .select({ code: s.paymentMethods.apiCode, iso: s.currencies.iso })
      .from(s.paymentMethodCurrencies)
      .innerJoin(s.paymentMethods, eq(s.paymentMethods.id, s.paymentMethodCurrencies.methodId))
      .innerJoin(s.currencies, eq(s.currencies.id, s.paymentMethodCurrencies.currencyId));
    const isoFor = (code: string) =>
      served
        .filter((r) => r.code === code)
        .map((r) => r.iso)
        .sort();
    expect(isoFor('VI')).toHaveLength(17);
    expect(isoFor('CB')).toEqual(['EUR']);
    expect(isoFor('PP')).toContain('MXN');
  });

  it('has 12 instalment banks, most with 3 and 6 months and HSBC with 3, 6, 12, 13 and 15', async () => {
    const banks = await t.db.select().from(s.installmentBanks);
    expect(banks).toHaveLength(12);
    expect(banks.find((b) => b.name === 'HSBC')?.months).toEqual([3, 6, 12, 13, 15]);
    expect(banks.filter((b) => JSON.stringify(b.months) === '[3,6]').length).toBeGreaterThanOrEqual(
      10,
    );
  });

  it('has the three hotels with their child ages and room filter categories', async () => {
    const hotels = await t.db.select().from(s.hotels);
    const byCode = Object.fromEntries(hotels.map((h) => [h.code, h]));
    expect(byCode.HXM).toMatchObject({
      childrenMinAge: 0,
      childrenMaxAge: 17,
      packageChildrenMinAge: 2,
    });
    expect(byCode.HXA).toMatchObject({ childrenMinAge: 16, childrenMaxAge: 17 });
    expect(byCode.LCDP).toMatchObject({ childrenMinAge: 16, childrenMaxAge: 17 });
    const rooms = await t.db.select().from(s.roomTypes);
    const lcdp = rooms.filter((r) => r.hotelId === byCode.LCDP!.id);
    expect(lcdp.reduce((n, r) => n + r.totalRooms, 0)).toBe(63);
    for (const r of rooms) {
      expect(r.maxAdults).toBeGreaterThan(0);
      expect(r.maxChildren).toBeLessThanOrEqual(3);
    }
  });

  it("gives each hotel its front desk's phone and its check-in and check-out times", async () => {
    const hotels = await t.db.select().from(s.hotels);
    expect(hotels).toHaveLength(3);
    for (const h of hotels) {
      expect(h.phoneDisplay).toMatch(/^\+52 984 \d{3} \d{4}$/);
      // The dialled number is the shown one without its spaces.
      expect(h.phoneDial).toBe(h.phoneDisplay!.replaceAll(' ', ''));
      expect(h.checkInTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(h.checkOutTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(h.checkOutTime < h.checkInTime).toBe(true);
    }
  });

  it('gives each hotel its filter (SPEC §3 showFilter, filterBy): México by view, Arte by building, none at La Casa de la Playa', async () => {
    const hotels = await t.db.select().from(s.hotels);
    const byCode = Object.fromEntries(hotels.map((h) => [h.code, h]));
    expect(byCode.HXM).toMatchObject({ showFilter: true, filterBy: 'view' });
    expect(byCode.HXA).toMatchObject({ showFilter: true, filterBy: 'building' });
    expect(byCode.LCDP).toMatchObject({ showFilter: false });
    const categories = await t.db.select().from(s.roomFilterCategories);
    const buildings = categories
      .filter((c) => c.hotelId === byCode.HXA!.id && c.dimension === 'building')
      .sort((a, b) => a.sort - b.sort);
    expect(buildings.map((c) => c.name.es)).toEqual([
      'Casa Diseño',
      'Casa Artistas',
      'Casa Música',
      'Casa Paz',
      'Casa Pirámide',
    ]);
    // Every room type has its view, and every Arte room type exactly one building.
    const rooms = await t.db.select().from(s.roomTypes);
    const memberships = await t.db.select().from(s.roomTypeCategories);
    const dimensionOf = new Map(categories.map((c) => [c.id, c.dimension]));
    for (const room of rooms) {
      const mine = memberships.filter((m) => m.roomTypeId === room.id);
      const views = mine.filter((m) => dimensionOf.get(m.categoryId) === 'view');
      expect(
        views.map((m) => m.categoryId),
        room.code,
      ).toEqual([room.categoryId]);
      const inBuildings = mine.filter((m) => dimensionOf.get(m.categoryId) === 'building');
      expect(inBuildings, room.code).toHaveLength(room.hotelId === byCode.HXA!.id ? 1 : 0);
    }
  });

  it('has the park business units and every product of SPEC §1 with its schedule', async () => {
    const units = await t.db.select().from(s.businessUnits);
    expect(units.map((u) => u.code).sort()).toEqual(['XC', 'XH', 'XN', 'XON', 'XP', 'XS', 'XT']);
    const products = await t.db.select().from(s.products);
    const slugs = products.map((p) => p.slug);
    for (const slug of [
      'xcaret-plus',
      'xcaret-basico',
      'xcaret-total',
      'xcaret-noche',
      'xplor',
      'xplor-fuego',
      'xel-ha',
      'xenses',
      'xoximilco',
      'xavage-basico',
      'xavage-all-inclusive',
      'xenotes',
      'xichen-deluxe',
      'xichen-clasico',
      'coba-tulum',
      'tulum-xel-ha',
      'coba-xel-ha',
      'tulum-xenses',
    ]) {
      expect(slugs).toContain(slug);
    }
    const slots = await t.db
      .select({
        slug: s.products.slug,
        startTime: s.productScheduleSlots.startTime,
        weekdays: s.productScheduleSlots.weekdays,
      })
      .from(s.productScheduleSlots)
      .innerJoin(s.products, eq(s.products.id, s.productScheduleSlots.productId));
    const of = (slug: string) => slots.filter((x) => x.slug === slug);
    expect(of('coba-xel-ha').every((x) => JSON.stringify(x.weekdays) === '[2,4]')).toBe(true);
    expect(of('xoximilco').map((x) => x.startTime)).toEqual(['19:00']);
    expect(of('xplor-fuego').map((x) => x.startTime)).toEqual(['17:30']);
    expect(of('xplor').every((x) => !x.weekdays.includes(7))).toBe(true);
  });

  it('states the park age rules of SPEC §5', async () => {
    const products = await t.db.select().from(s.products);
    const bySlug = Object.fromEntries(products.map((p) => [p.slug, p]));
    expect(bySlug.xplor).toMatchObject({ minAge: 5, infantsAdmitted: false });
    expect(bySlug['xavage-basico']).toMatchObject({ minAge: 5, infantsAdmitted: false });
    expect(bySlug.xenotes).toMatchObject({ childMinAge: 6, recommendedMinAge: 6 });
    expect(bySlug['xichen-deluxe']?.childMinAge).toBe(6);
    expect(bySlug['xcaret-plus']).toMatchObject({ childMinAge: 5, infantsAdmitted: true });
    expect(bySlug['xel-ha']?.snorkelDeposit).toBe(true);
    const byCode = Object.fromEntries(products.map((p) => [p.code, p]));
    // Children 6-11 at Xenotes and the Xichén tours; the tours admit no infants, while Xenotes
    // only recommends 6 or older (issue 19: shown, not enforced).
    for (const code of ['XT-XICHEN-DLX', 'XT-XICHEN-CLA'])
      expect(byCode[code], code).toMatchObject({ childMinAge: 6, infantsAdmitted: false });
    expect(byCode['XN-XENOTES']).toMatchObject({
      minAge: 0,
      childMinAge: 6,
      recommendedMinAge: 6,
      infantsAdmitted: true,
    });
    // Xplor, Xplor Fuego and Xavage: 5 or older, so children 5-11 and no infants.
    for (const code of ['XP-XPLOR', 'XP-FUEGO', 'XP-XAVB', 'XP-XAVAI'])
      expect(byCode[code], code).toMatchObject({
        minAge: 5,
        childMinAge: 5,
        infantsAdmitted: false,
      });
    // Infants free at Xcaret, Xel-Há, the Cobá tours and Xoximilco.
    for (const code of ['XC-PLUS', 'XC-BASIC', 'XH-XELHA', 'XT-COBA-XELHA', 'XON-XOXI'])
      expect(byCode[code], code).toMatchObject({ childMinAge: 5, infantsAdmitted: true });
    for (const p of products) expect([5, 6], p.code).toContain(p.childMinAge);
  });

  it('has the presale (7 days 10 %, 21 days 15 %) and package discounts (2, 3, 4 parks: 10, 15, 20 %)', async () => {
    const presale = await t.db.select().from(s.presaleRules).orderBy(s.presaleRules.daysAhead);
    expect(presale).toEqual([
      { daysAhead: 7, percentOff: 10 },
      { daysAhead: 21, percentOff: 15 },
    ]);
    const steps = await t.db
      .select()
      .from(s.packageDiscounts)
      .orderBy(s.packageDiscounts.minProducts);
    expect(steps).toEqual([
      { minProducts: 2, percentOff: 10 },
      { minProducts: 3, percentOff: 15 },
      { minProducts: 4, percentOff: 20 },
    ]);
  });

  it('offers financing where SPEC §5 says: Uplift in USD and CAD, instalments in MXN on Mexican cards', async () => {
    const rows = await t.db
      .select({
        plan: s.financingRules.plan,
        iso: s.currencies.iso,
        cardCountries: s.financingRules.cardCountries,
      })
      .from(s.financingRules)
      .innerJoin(s.currencies, eq(s.currencies.id, s.financingRules.currencyId));
    expect(rows.sort((a, b) => `${a.plan}${a.iso}`.localeCompare(`${b.plan}${b.iso}`))).toEqual([
      { plan: 'installments', iso: 'MXN', cardCountries: ['MX'] },
      { plan: 'uplift', iso: 'CAD', cardCountries: [] },
      { plan: 'uplift', iso: 'USD', cardCountries: [] },
    ]);
  });

  it('has complements, footer phones, both service-hours texts and the site list', async () => {
    const [complements] = await t.db.select({ n: count() }).from(s.productComplements);
    expect(complements!.n).toBeGreaterThan(0);
    const phones = await t.db.select().from(s.footerPhones);
    expect(phones.map((p) => p.country)).toEqual(expect.arrayContaining(['MX', 'US', 'CA']));
    for (const p of phones) expect(p.dialNumber).toMatch(/^\+\d{8,15}$/);
    const hours = await t.db.select().from(s.serviceHours);
    expect(hours.map((h) => h.text.en).join(' ')).toContain('8:00 a.m. to 11:00 p.m.');
    expect(hours.map((h) => h.text.en).join(' ')).toContain('7:00 a.m. to 9:00 p.m. CST');
    const sites = await t.db.select().from(s.sites);
    expect(sites.find((x) => x.code === 'CONCENTRADOR')?.enabled).toBe(true);
  });

  it('has the demo taxes, flagged for the operator: IVA 16 % (hotels and parks), ISH 5 %, DSA MXN 30 a room-night', async () => {
    const rows = await t.db.select().from(s.taxRules);
    const by = (scope: string, code: string) =>
      rows.filter((r) => r.scope === scope && r.code === code);
    expect(rows.every((r) => r.demo)).toBe(true);
    expect(by('hotel', 'IVA')).toMatchObject([
      { basis: 'percent', rateBasisPoints: 1600, cfdi: 'federal', satTaxCode: '002' },
    ]);
    expect(by('park', 'IVA')).toMatchObject([
      { basis: 'percent', rateBasisPoints: 1600, cfdi: 'federal' },
    ]);
    expect(by('hotel', 'ISH')).toMatchObject([
      { basis: 'percent', rateBasisPoints: 500, cfdi: 'local' },
    ]);
    expect(by('hotel', 'DSA')).toMatchObject([
      { basis: 'per_room_night', amountMinor: 3000, amountCurrency: 'MXN', cfdi: 'concept' },
    ]);
  });

  it('has the demo CFDI issuers (hotels and parks) with their invoice and credit-note series', async () => {
    const issuers = await t.db.select().from(s.fiscalIssuers);
    expect(issuers.map((i) => [i.scope, i.rfc, i.regime, i.postalCode, i.demo]).sort()).toEqual([
      ['hotel', 'HXD150101AB9', '601', '77710', true],
      ['park', 'PXD150101CD1', '601', '77710', true],
    ]);
    const series = await t.db.select().from(s.invoiceSeries);
    expect(series.map((x) => `${x.kind}:${x.series}:${x.nextFolio}`).sort()).toEqual([
      'E:HNC:1',
      'E:PNC:1',
      'I:HF:1',
      'I:PF:1',
    ]);
    await seedDatabase(t.db);
    expect(await t.db.select().from(s.invoiceSeries)).toHaveLength(4);
  });

  it("keeps an operator's tax rate across re-seeding and adds no copy", async () => {
    const [ish] = await t.db.select().from(s.taxRules).where(eq(s.taxRules.code, 'ISH'));
    await t.db
      .update(s.taxRules)
      .set({ rateBasisPoints: 600, demo: false })
      .where(eq(s.taxRules.id, ish!.id));
    await seedDatabase(t.db);
    const after = await t.db.select().from(s.taxRules).where(eq(s.taxRules.code, 'ISH'));
    expect(after).toMatchObject([{ id: ish!.id, rateBasisPoints: 600, demo: false }]);
  });

  it('seeds again without duplicating and only when the seed version changes', async () => {
    expect(await seedVersion(t.db)).toBe(SEED_VERSION);
    expect(await seedIfNeeded(t.db)).toBe(false);
    await seedDatabase(t.db);
    const [hotels] = await t.db.select({ n: count() }).from(s.hotels);
    expect(hotels!.n).toBe(3);
    const [methods] = await t.db.select({ n: count() }).from(s.paymentMethodCurrencies);
    expect(methods!.n).toBeGreaterThan(17);
  });

  it('includes the All-Fun Inclusive parks at both Xcaret hotels, once across re-seeding', async () => {
    const included = async () =>
      (
        await t.db
          .select({ hotel: s.hotels.code, product: s.products.code })
          .from(s.hotelIncludedProducts)
          .innerJoin(s.hotels, eq(s.hotels.id, s.hotelIncludedProducts.hotelId))
          .innerJoin(s.products, eq(s.products.id, s.hotelIncludedProducts.productId))
      )
        .map((r) => `${r.hotel}:${r.product}`)
        .sort();
    const before = await included();
    const parks = [
      'XC-PLUS',
      'XH-XELHA',
      'XN-XENOTES',
      'XON-XOXI',
      'XP-FUEGO',
      'XP-XPLOR',
      'XS-XENSES',
    ];
    expect(before).toEqual(
      [...parks.map((p) => `HXA:${p}`), ...parks.map((p) => `HXM:${p}`)].sort(),
    );
    await seedDatabase(t.db);
    expect(await included()).toEqual(before);
  });

  it('keeps an operator switching CONCENTRADOR off across re-seeding', async () => {
    await t.db.update(s.sites).set({ enabled: false }).where(eq(s.sites.code, 'CONCENTRADOR'));
    await seedDatabase(t.db);
    const [row] = await t.db.select().from(s.sites).where(eq(s.sites.code, 'CONCENTRADOR'));
    expect(row?.enabled).toBe(false);
    await t.db.update(s.sites).set({ enabled: true }).where(eq(s.sites.code, 'CONCENTRADOR'));
  });

  it("keeps an operator's site settings across re-seeding (issue 16)", async () => {
    const mxn = eq(s.currencies.iso, 'MXN');
    const [eur] = await t.db.select().from(s.currencies).where(eq(s.currencies.iso, 'EUR'));
    await t.db.update(s.currencies).set({ usdRate: '19.99' }).where(mxn);
    await t.db
      .delete(s.paymentMethodCurrencies)
      .where(
        and(
          eq(s.paymentMethodCurrencies.methodId, 4),
          eq(s.paymentMethodCurrencies.currencyId, eur!.id),
        ),
      );
    await t.db
      .update(s.installmentBanks)
      .set({ months: [3, 9] })
      .where(eq(s.installmentBanks.id, 1));
    await t.db
      .update(s.footerPhones)
      .set({ displayNumber: '800-292-2738' })
      .where(eq(s.footerPhones.country, 'MX'));
    await t.db
      .update(s.serviceHours)
      .set({ text: { es: 'Siempre', en: 'Always', pt: 'Sempre' } })
      .where(eq(s.serviceHours.key, 'footer'));
    await seedDatabase(t.db);
    const [rate] = await t.db.select().from(s.currencies).where(mxn);
    expect(Number(rate!.usdRate)).toBe(19.99);
    expect(
      await t.db
        .select()
        .from(s.paymentMethodCurrencies)
        .where(eq(s.paymentMethodCurrencies.methodId, 4)),
    ).toEqual([]);
    const [bank] = await t.db.select().from(s.installmentBanks).where(eq(s.installmentBanks.id, 1));
    expect(bank!.months).toEqual([3, 9]);
    const phones = await t.db.select().from(s.footerPhones);
    expect(phones).toHaveLength(3);
    expect(phones.find((p) => p.country === 'MX')!.displayNumber).toBe('800-292-2738');
    const [hours] = await t.db
      .select()
      .from(s.serviceHours)
      .where(eq(s.serviceHours.key, 'footer'));
    expect(hours!.text.en).toBe('Always');
  });

  it("keeps an operator's park prices and tiers across re-seeding (issue 16)", async () => {
    const basic = eq(s.products.code, 'XC-BASIC');
    const plus = eq(s.productComplements.code, 'XC-UPG-PLUS');
    await t.db
      .update(s.products)
      .set({ openTicketAdultUsdCents: 12_345, openTicketChildUsdCents: 6_789 })
      .where(basic);
    await t.db
      .update(s.productComplements)
      .set({ priceUsdCents: 4_321, name: { es: 'Plus nuevo', en: 'New Plus' }, onSale: false })
      .where(plus);
    // Staff removed the 7-day tier (the domain records it so).
    await t.db.delete(s.presaleRules).where(eq(s.presaleRules.daysAhead, 7));
    await t.db.insert(s.auditLog).values({
      actorId: 'x',
      actorEmail: 'rosa@xcaret.test',
      actorRole: 'revenue',
      action: 'park.presale-tiers',
      entity: 'park-discounts',
      entityId: 'presale',
    });
    await t.db.delete(s.packageDiscounts).where(eq(s.packageDiscounts.minProducts, 4));
    await seedDatabase(t.db);
    const [product] = await t.db.select().from(s.products).where(basic);
    expect(product).toMatchObject({
      openTicketAdultUsdCents: 12_345,
      openTicketChildUsdCents: 6_789,
    });
    const [complement] = await t.db.select().from(s.productComplements).where(plus);
    expect(complement).toMatchObject({
      priceUsdCents: 4_321,
      name: { es: 'Plus nuevo', en: 'New Plus' },
      onSale: false,
    });
    expect((await t.db.select().from(s.presaleRules)).map((r) => r.daysAhead)).toEqual([21]);
    // Tiers staff never edited still follow the seed.
    expect((await t.db.select().from(s.packageDiscounts)).map((r) => r.minProducts).sort()).toEqual(
      [2, 3, 4],
    );
  });
});
