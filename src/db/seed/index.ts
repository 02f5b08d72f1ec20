import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { resortToday } from '@/lib/dates';
import { invalidate } from '@/lib/ttl-cache';
import type { Db } from '../client';
import * as s from '../schema';
import { hotels, includedProducts, promoCodes, ratePlans, stayOffers } from './hotels';
import { businessUnits, complements, packageDiscount, presale, products } from './parks';
import * as ref from './reference';
import { taxRules } from './taxes';
import { fiscalIssuers, invoiceSeries } from './invoicing';

/**
 * Bump when the seed files change: start-up re-applies the seed (upserts by natural key)
 * only when the stored version differs, so an operator's edits survive ordinary restarts.
 */
export const SEED_VERSION = 15;

export async function seedVersion(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ value: s.siteSettings.value })
    .from(s.siteSettings)
    .where(eq(s.siteSettings.key, 'seed_version'));
  return typeof row?.value === 'number' ? row.value : null;
}

/** Seeds when the database is new or its seed is older than this code's. */
export async function seedIfNeeded(db: Db): Promise<boolean> {
  if ((await seedVersion(db)) === SEED_VERSION) return false;
  await seedDatabase(db);
  return true;
}

export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Operator settings (issue 16's /admin/settings/) are seeded once and never overwritten:
    // a currency's rate, the methods of each currency, the banks' months, the footer phones
    // and the service hours. The rest of these rows follows the seed.
    for (const [i, c] of ref.currencies.entries()) {
      const row = { ...c, flag: `/flags/${c.iso.toLowerCase()}.svg`, sort: i + 1 };
      const { usdRate: _rate, ...described } = row;
      await tx.insert(s.currencies).values(row).onConflictDoUpdate({
        target: s.currencies.id,
        set: described,
      });
    }
    // Reports in US dollars (decision 0040) convert a payment at the rate of its day: a currency
    // with no dated rate yet starts its history with the rate the shop charges, from the day the
    // seed first runs, so a new database's sales convert before anyone enters a rate. A currency
    // that has a history (an operator's entries) keeps it untouched.
    const dated = new Set(
      (await tx.selectDistinct({ id: s.exchangeRates.currencyId }).from(s.exchangeRates)).map(
        (r) => r.id,
      ),
    );
    const undated = (
      await tx
        .select({ id: s.currencies.id, iso: s.currencies.iso, usdRate: s.currencies.usdRate })
        .from(s.currencies)
    ).filter((c) => c.iso !== 'USD' && !dated.has(c.id));
    if (undated.length > 0) {
      const now = new Date();
      await tx.insert(s.exchangeRates).values(
        undated.map((c) => ({
          currencyId: c.id,
          usdRate: c.usdRate,
          effectiveFrom: resortToday(now),
          source: 'seed',
          appliedAt: now,
        })),
      );
    }
    const currencyIds = new Map(ref.currencies.map((c) => [c.iso as string, c.id]));
    for (const m of ref.paymentMethods) {
      const row = { id: m.id, apiCode: m.apiCode, name: m.name, kind: m.kind };
      const [known] = await tx
        .select({ id: s.paymentMethods.id })
        .from(s.paymentMethods)
        .where(eq(s.paymentMethods.id, m.id));
      await tx.insert(s.paymentMethods).values(row).onConflictDoUpdate({
        target: s.paymentMethods.id,
        set: row,
      });
      if (!known)
        await tx
          .insert(s.paymentMethodCurrencies)
          .values(
            m.currencies.map((iso) => ({ methodId: m.id, currencyId: currencyIds.get(iso)! })),
          )
          .onConflictDoNothing();
    }
    // The seed owns the financing rules: what it does not list is not offered.
    await tx.delete(s.financingRules);
    await tx.insert(s.financingRules).values(
      ref.financingRules.flatMap((rule) =>
        rule.currencies.map((iso) => ({
          plan: rule.plan,
          currencyId: currencyIds.get(iso)!,
          cardCountries: [...rule.cardCountries],
        })),
      ),
    );
    // Taxes: seeded once each (demo values flagged), never overwriting an operator's edit.
    for (const rule of taxRules) {
      const [seen] = await tx
        .select({ id: s.taxRules.id })
        .from(s.taxRules)
        .where(
          and(
            eq(s.taxRules.code, rule.code),
            eq(s.taxRules.scope, rule.scope),
            rule.hotelCode === null
              ? isNull(s.taxRules.hotelCode)
              : eq(s.taxRules.hotelCode, rule.hotelCode),
            rule.productCode === null
              ? isNull(s.taxRules.productCode)
              : eq(s.taxRules.productCode, rule.productCode),
            eq(s.taxRules.effectiveFrom, rule.effectiveFrom),
          ),
        );
      if (!seen) await tx.insert(s.taxRules).values(rule);
    }
    // CFDI issuers and their series: demo values, seeded once (the back office edits them).
    for (const issuer of fiscalIssuers) {
      await tx.insert(s.fiscalIssuers).values(issuer).onConflictDoNothing({
        target: s.fiscalIssuers.scope,
      });
      const [row] = await tx
        .select({ id: s.fiscalIssuers.id })
        .from(s.fiscalIssuers)
        .where(eq(s.fiscalIssuers.scope, issuer.scope));
      for (const series of invoiceSeries.filter((x) => x.scope === issuer.scope)) {
        const [active] = await tx
          .select({ id: s.invoiceSeries.id })
          .from(s.invoiceSeries)
          .where(
            and(
              eq(s.invoiceSeries.issuerId, row!.id),
              eq(s.invoiceSeries.kind, series.kind),
              eq(s.invoiceSeries.active, true),
            ),
          );
        if (!active)
          await tx
            .insert(s.invoiceSeries)
            .values({ issuerId: row!.id, kind: series.kind, series: series.series })
            .onConflictDoNothing();
      }
    }
    for (const b of ref.installmentBanks) {
      const { months: _months, description: _description, ...named } = b;
      await tx.insert(s.installmentBanks).values(b).onConflictDoUpdate({
        target: s.installmentBanks.id,
        set: named,
      });
    }
    for (const site of ref.sites) {
      // `enabled` is an operator switch: the seed creates it but never flips it back.
      await tx.insert(s.sites).values(site).onConflictDoNothing({ target: s.sites.code });
    }
    if ((await tx.select({ id: s.footerPhones.id }).from(s.footerPhones).limit(1)).length === 0)
      await tx.insert(s.footerPhones).values(ref.footerPhones);
    for (const h of ref.serviceHours)
      await tx.insert(s.serviceHours).values(h).onConflictDoNothing({ target: s.serviceHours.key });
    for (const setting of ref.siteSettings) {
      await tx.insert(s.siteSettings).values(setting).onConflictDoNothing();
    }

    for (const [i, h] of hotels.entries()) {
      const row = {
        code: h.code,
        slug: h.slug,
        name: h.name,
        kind: h.kind,
        city: h.city,
        address: h.address,
        phoneDisplay: h.phone.display,
        phoneDial: h.phone.dial,
        checkInTime: h.checkInTime,
        checkOutTime: h.checkOutTime,
        sort: i + 1,
        content: {
          tagline: h.tagline,
          description: h.description,
          highlights: h.highlights,
        },
        childrenMinAge: h.ageConfig.childrenMinAge,
        childrenMaxAge: h.ageConfig.childrenMaxAge,
        packageChildrenMinAge: h.ageConfig.packageChildrenMinAge,
        ageDescription: h.ageConfig.description,
        childLabel: h.ageConfig.childLabel,
        childrenLabel: h.ageConfig.childrenLabel,
        showFilter: h.showFilter ?? true,
        filterBy: h.filterBy ?? 'view',
      };
      const [hotel] = await tx
        .insert(s.hotels)
        .values(row)
        .onConflictDoUpdate({ target: s.hotels.code, set: row })
        .returning({ id: s.hotels.id });
      const categoryIds = new Map<string, number>();
      const dimensions = [
        ['view', h.filterCategories],
        ['building', h.buildings ?? []],
      ] as const;
      for (const [dimension, list] of dimensions)
        for (const [j, c] of list.entries()) {
          const [cat] = await tx
            .insert(s.roomFilterCategories)
            .values({ hotelId: hotel!.id, dimension, key: c.id, name: c.name, sort: j + 1 })
            .onConflictDoUpdate({
              target: [
                s.roomFilterCategories.hotelId,
                s.roomFilterCategories.dimension,
                s.roomFilterCategories.key,
              ],
              set: { name: c.name, sort: j + 1 },
            })
            .returning({ id: s.roomFilterCategories.id });
          categoryIds.set(`${dimension}:${c.id}`, cat!.id);
        }
      for (const [j, plan] of (ratePlans[h.code] ?? []).entries()) {
        const planRow = {
          depositKind: null,
          depositPercent: 0,
          balanceDays: 0,
          ...plan,
          hotelId: hotel!.id,
          sort: j + 1,
          active: true,
        };
        await tx
          .insert(s.ratePlans)
          .values(planRow)
          .onConflictDoUpdate({ target: [s.ratePlans.hotelId, s.ratePlans.code], set: planRow });
      }
      for (const [j, r] of h.roomTypes.entries()) {
        const categoryId = categoryIds.get(`view:${r.filterCategory}`);
        if (!categoryId)
          throw new Error(`Room type ${r.code}: unknown category ${r.filterCategory}`);
        const buildingId = r.building ? categoryIds.get(`building:${r.building}`) : undefined;
        if (r.building && !buildingId)
          throw new Error(`Room type ${r.code}: unknown building ${r.building}`);
        const { filterCategory: _unused, building: _building, ...fields } = r;
        const roomRow = { ...fields, hotelId: hotel!.id, categoryId, sort: j + 1 };
        const [room] = await tx
          .insert(s.roomTypes)
          .values(roomRow)
          .onConflictDoUpdate({ target: s.roomTypes.code, set: roomRow })
          .returning({ id: s.roomTypes.id });
        for (const category of [categoryId, buildingId])
          if (category)
            await tx
              .insert(s.roomTypeCategories)
              .values({ roomTypeId: room!.id, categoryId: category })
              .onConflictDoNothing();
      }
    }

    for (const seeded of promoCodes) {
      const promo = { ...seeded, hotelCodes: [...seeded.hotelCodes] };
      await tx.insert(s.promoCodes).values(promo).onConflictDoUpdate({
        target: s.promoCodes.code,
        set: promo,
      });
    }
    // Offers have no natural key: one is seeded when no offer of its kind exists yet.
    const offerKinds = new Set(
      (await tx.select({ kind: s.stayOffers.kind }).from(s.stayOffers)).map((o) => o.kind),
    );
    for (const offer of stayOffers)
      if (!offerKinds.has(offer.kind))
        await tx.insert(s.stayOffers).values({ ...offer, hotelCodes: [...offer.hotelCodes] });

    // The presale and package tiers follow the seed until staff edit them (issue 16's
    // /admin/parks/): from then on they are the operator's, removed tiers included.
    const edited = new Set(
      (
        await tx
          .select({ action: s.auditLog.action })
          .from(s.auditLog)
          .where(inArray(s.auditLog.action, ['park.presale-tiers', 'park.package-tiers']))
      ).map((r) => r.action),
    );
    if (!edited.has('park.package-tiers'))
      for (const step of packageDiscount.steps) {
        const row = { minProducts: step.minParks, percentOff: step.percentOff };
        await tx.insert(s.packageDiscounts).values(row).onConflictDoUpdate({
          target: s.packageDiscounts.minProducts,
          set: row,
        });
      }
    if (!edited.has('park.presale-tiers'))
      for (const rule of [
        { daysAhead: 21, percentOff: presale.days21PercentOff },
        { daysAhead: 7, percentOff: presale.days7PercentOff },
      ]) {
        await tx.insert(s.presaleRules).values(rule).onConflictDoUpdate({
          target: s.presaleRules.daysAhead,
          set: rule,
        });
      }

    for (const bu of businessUnits) {
      await tx
        .insert(s.businessUnits)
        .values(bu)
        .onConflictDoUpdate({
          target: s.businessUnits.code,
          set: { name: bu.name },
        });
    }
    for (const [i, p] of products.entries()) {
      const row = {
        code: p.code,
        slug: p.slug,
        kind: p.kind,
        businessUnitCode: p.businessUnitCode,
        name: p.name,
        logo: logoFor(p.slug),
        sort: i + 1,
        content: {
          title: p.title,
          ageNote: p.ageNote,
          listing: p.listing,
          description: p.description,
          included: p.included,
          scheduleText: p.scheduleText,
        },
        minAge: p.minAge,
        childMinAge: p.childMinAge,
        recommendedMinAge: p.recommendedMinAge ?? null,
        infantsAdmitted: p.infantsAdmitted,
        adultPriceUsdCents: p.adultPriceUsdCents,
        childPriceUsdCents: p.childPriceUsdCents,
        openTicketAdultUsdCents: p.openTicketAdultUsdCents,
        openTicketChildUsdCents: p.openTicketChildUsdCents,
        snorkelDeposit: p.snorkelDeposit,
        transportIncluded: p.transportIncluded,
        photoAddOnUsdCents: p.photoAddOnUsdCents ?? null,
        foodAddOn: p.foodAddOn ?? null,
        requiresAdmission: p.requiresAdmission ?? null,
      };
      // Open-ticket prices are the operator's once seeded (issue 16).
      const {
        openTicketAdultUsdCents: _adult,
        openTicketChildUsdCents: _child,
        ...described
      } = row;
      const [product] = await tx
        .insert(s.products)
        .values(row)
        .onConflictDoUpdate({ target: s.products.code, set: described })
        .returning({ id: s.products.id });
      for (const slot of p.slots) {
        const slotRow = { ...slot, productId: product!.id };
        await tx
          .insert(s.productScheduleSlots)
          .values(slotRow)
          .onConflictDoUpdate({
            target: [s.productScheduleSlots.productId, s.productScheduleSlots.code],
            set: slotRow,
          });
      }
      for (const zone of p.transportZones) {
        const zoneRow = { ...zone, productId: product!.id };
        await tx
          .insert(s.productTransportZones)
          .values(zoneRow)
          .onConflictDoUpdate({
            target: [s.productTransportZones.productId, s.productTransportZones.code],
            set: zoneRow,
          });
      }
    }
    const productIds = new Map(
      (await tx.select({ id: s.products.id, code: s.products.code }).from(s.products)).map((p) => [
        p.code,
        p.id,
      ]),
    );
    for (const c of complements) {
      const productId = productIds.get(c.productCode);
      if (!productId) throw new Error(`Complement ${c.code}: unknown product ${c.productCode}`);
      const { productCode: _unused, ...fields } = c;
      const row = { ...fields, productId };
      // A complement's name and price are the operator's once seeded (issue 16).
      const { name: _name, priceUsdCents: _price, ...described } = row;
      await tx.insert(s.productComplements).values(row).onConflictDoUpdate({
        target: s.productComplements.id,
        set: described,
      });
    }
    // What each hotel's plan includes (issue 15): added once, never taken from an operator.
    const hotelIds = new Map(
      (await tx.select({ id: s.hotels.id, code: s.hotels.code }).from(s.hotels)).map((h) => [
        h.code,
        h.id,
      ]),
    );
    for (const [hotelCode, codes] of Object.entries(includedProducts)) {
      const hotelId = hotelIds.get(hotelCode);
      if (!hotelId) throw new Error(`Included products: unknown hotel ${hotelCode}`);
      for (const code of codes) {
        const productId = productIds.get(code);
        if (!productId) throw new Error(`Included products: unknown product ${code}`);
        await tx
          .insert(s.hotelIncludedProducts)
          .values({ hotelId, productId })
          .onConflictDoNothing();
      }
    }
    // Complements dropped from the seed (the photo packs, which duplicated every product's
    // photo add-on) go, unless a cart already holds one.
    await tx.execute(sql`
      DELETE FROM product_complements pc
      WHERE pc.code NOT IN (${sql.join(
        complements.map((c) => sql`${c.code}`),
        sql`, `,
      )})
        AND NOT EXISTS (SELECT 1 FROM cart_item_complements ic WHERE ic.complement_id = pc.id)`);

    await tx
      .insert(s.siteSettings)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoUpdate({
        target: s.siteSettings.key,
        set: { value: SEED_VERSION, updatedAt: sql`now()` },
      });
  });
  invalidate(db);
}

/** Each product shows its park's badge (drawn in public/art/logos). */
function logoFor(slug: string): string {
  const family = [
    ['xplor-fuego', 'xplor-fuego'],
    ['xplor', 'xplor'],
    ['xcaret', 'xcaret'],
    ['xel-ha', 'xel-ha'],
    ['xenses', 'xenses'],
    ['xoximilco', 'xoximilco'],
    ['xavage', 'xavage'],
    ['xenotes', 'xenotes'],
    ['xichen', 'xichen'],
  ].find(([prefix]) => slug.startsWith(prefix!));
  return `/art/logos/${family?.[1] ?? 'coba-tulum'}.svg`;
}
