import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { productComplements, products } from '@/db/schema';
import type { Lang2 } from '@/db/schema/types';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { invalidate } from '@/lib/ttl-cache';
import {
  checkComplementEdit,
  checkNewComplement,
  checkOpenTicketPrices,
  type CatalogPriceRefusal,
} from './prices.rules';

export type CatalogPriceOutcome =
  | { ok: true; changed: boolean }
  | { ok: false; code: CatalogPriceRefusal | 'NOT_FOUND' | 'DUPLICATE_CODE' };

const UNCHANGED = { ok: true, changed: false } as const;
const CHANGED = { ok: true, changed: true } as const;

/**
 * The shop reads products and their complements through the reference cache: the change is
 * dropped from it on commit, so the next page (and the next cart) sees it.
 */
function committed(db: Db, outcome: CatalogPriceOutcome): CatalogPriceOutcome {
  if (outcome.ok && outcome.changed) invalidate(db);
  return outcome;
}

export type AdminComplement = {
  id: number;
  code: string;
  name: Lang2;
  priceUsdCents: number;
  onSale: boolean;
};

export type ProductPriceSheet = {
  code: string;
  openTicketAdultUsdCents: number;
  openTicketChildUsdCents: number;
  /** Every complement of the product, on sale or not (the shop sees those on sale). */
  complements: AdminComplement[];
};

/** A product's open-ticket prices and complements as staff edit them (read live, uncached). */
export async function productPriceSheet(db: Db, code: string): Promise<ProductPriceSheet | null> {
  const [product] = await db
    .select({
      id: products.id,
      code: products.code,
      openTicketAdultUsdCents: products.openTicketAdultUsdCents,
      openTicketChildUsdCents: products.openTicketChildUsdCents,
    })
    .from(products)
    .where(eq(products.code, code));
  if (!product) return null;
  const complements = await db
    .select({
      id: productComplements.id,
      code: productComplements.code,
      name: productComplements.name,
      priceUsdCents: productComplements.priceUsdCents,
      onSale: productComplements.onSale,
    })
    .from(productComplements)
    .where(eq(productComplements.productId, product.id))
    .orderBy(asc(productComplements.id));
  const { id: _id, ...rest } = product;
  return { ...rest, complements };
}

/**
 * A product's open-ticket prices (issue 16), one transaction with its audit row, none when
 * nothing changes. Carts priced before keep their prices (the cart item stores them).
 */
export async function setOpenTicketPrices(
  db: Db,
  actor: AuditActor,
  code: string,
  input: { adultUsdCents: unknown; childUsdCents: unknown },
): Promise<CatalogPriceOutcome> {
  const checked = checkOpenTicketPrices(input);
  if (!checked.ok) return checked;
  const after = checked.value;
  const outcome = await db.transaction(async (tx): Promise<CatalogPriceOutcome> => {
    const [row] = await tx
      .select({
        id: products.id,
        adultUsdCents: products.openTicketAdultUsdCents,
        childUsdCents: products.openTicketChildUsdCents,
      })
      .from(products)
      .where(eq(products.code, code))
      .for('update');
    if (!row) return { ok: false, code: 'NOT_FOUND' };
    if (row.adultUsdCents === after.adultUsdCents && row.childUsdCents === after.childUsdCents)
      return UNCHANGED;
    await tx
      .update(products)
      .set({
        openTicketAdultUsdCents: after.adultUsdCents,
        openTicketChildUsdCents: after.childUsdCents,
      })
      .where(eq(products.id, row.id));
    await recordAudit(tx, actor, {
      action: 'park.open-ticket-prices',
      entity: 'product',
      entityId: code,
      before: { adultUsdCents: row.adultUsdCents, childUsdCents: row.childUsdCents },
      after,
    });
    return CHANGED;
  });
  return committed(db, outcome);
}

/**
 * A complement's name, price and sale status. Items that already carry it keep the price
 * they were given (the cart stores it per item); new ones get the new price.
 */
export async function saveComplement(
  db: Db,
  actor: AuditActor,
  productCode: string,
  complementId: number,
  input: { name: { es: unknown; en: unknown }; priceUsdCents: unknown; onSale: unknown },
): Promise<CatalogPriceOutcome> {
  const checked = checkComplementEdit(input);
  if (!checked.ok) return checked;
  const after = checked.value;
  const outcome = await db.transaction(async (tx): Promise<CatalogPriceOutcome> => {
    const [row] = await tx
      .select({
        id: productComplements.id,
        code: productComplements.code,
        name: productComplements.name,
        priceUsdCents: productComplements.priceUsdCents,
        onSale: productComplements.onSale,
      })
      .from(productComplements)
      .innerJoin(products, eq(products.id, productComplements.productId))
      .where(and(eq(productComplements.id, complementId), eq(products.code, productCode)))
      .for('update', { of: productComplements });
    if (!row) return { ok: false, code: 'NOT_FOUND' };
    if (
      row.name.es === after.name.es &&
      row.name.en === after.name.en &&
      row.priceUsdCents === after.priceUsdCents &&
      row.onSale === after.onSale
    )
      return UNCHANGED;
    await tx
      .update(productComplements)
      .set({ name: after.name, priceUsdCents: after.priceUsdCents, onSale: after.onSale })
      .where(eq(productComplements.id, row.id));
    await recordAudit(tx, actor, {
      action: 'park.complement',
      entity: 'complement',
      entityId: row.code,
      before: { name: row.name, priceUsdCents: row.priceUsdCents, onSale: row.onSale },
      after,
    });
    return CHANGED;
  });
  return committed(db, outcome);
}

const UPGRADE_ART = '/art/complements/upgrade.svg';
const FIRST_STAFF_ID = 1001;

/** A new complement of a product, on sale at once, in the product's business unit. */
export async function addComplement(
  db: Db,
  actor: AuditActor,
  productCode: string,
  input: {
    code: unknown;
    name: { es: unknown; en: unknown };
    subtitle: { es: unknown; en: unknown };
    priceUsdCents: unknown;
  },
): Promise<CatalogPriceOutcome> {
  const checked = checkNewComplement(input);
  if (!checked.ok) return checked;
  const c = checked.value;
  const outcome = await db.transaction(async (tx): Promise<CatalogPriceOutcome> => {
    const [product] = await tx
      .select({ id: products.id, businessUnitCode: products.businessUnitCode })
      .from(products)
      .where(eq(products.code, productCode))
      .for('update');
    if (!product) return { ok: false, code: 'NOT_FOUND' };
    // Ids are given by hand (SPEC §3 ids): one add at a time takes the next one.
    await tx.execute(sql`LOCK TABLE product_complements IN SHARE ROW EXCLUSIVE MODE`);
    const [taken] = await tx
      .select({ id: productComplements.id })
      .from(productComplements)
      .where(eq(productComplements.code, c.code));
    if (taken) return { ok: false, code: 'DUPLICATE_CODE' };
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(productComplements.id) })
      .from(productComplements);
    // Staff's ids start at 1001: the seed's own (1, 2, …) never meet one of them.
    const id = Math.max((last ?? 0) + 1, FIRST_STAFF_ID);
    await tx.insert(productComplements).values({
      id,
      idUpgrade: id,
      productId: product.id,
      name: c.name,
      nameUpgrade: c.name,
      businessUnitCode: product.businessUnitCode,
      code: c.code,
      infoDetails: { title: c.name, subtitle: c.subtitle, description: c.subtitle },
      img: UPGRADE_ART,
      priceUsdCents: c.priceUsdCents,
      onSale: true,
    });
    await recordAudit(tx, actor, {
      action: 'park.complement-add',
      entity: 'complement',
      entityId: c.code,
      before: null,
      after: { id, product: productCode, ...c },
    });
    return CHANGED;
  });
  return committed(db, outcome);
}
