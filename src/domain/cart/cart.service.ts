import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { addDays, resortClock, resortToday } from '@/lib/dates';
import { STOCK_GUARD, type StockGuard } from '@/lib/stock-guard';
import { cartItemComplements, cartItems, carts } from '@/db/schema';
import { findProductById, listProducts, type Product, type ProductDetail } from '@/domain/catalog';
import {
  complementPriceForDate,
  daysAhead,
  fewerPlacesLeft,
  holdPlaces,
  itemTotal,
  listPackageSteps,
  listPresaleRules,
  loadProductDays,
  packagePercent,
  placesOf,
  presalePercent,
  releasePlaces,
  saleWindow,
  sellPlaces,
  type ItemTotal,
  type PresaleRule,
} from '@/domain/tickets';
import {
  checkLine,
  checkPlacesCap,
  dependentsOf,
  pricedCartText,
  renewedUntil,
  type CartLine,
  type PricedComplement,
  type PricedItem,
} from './cart.rules';
import { CartError } from './errors';

export const DEFAULT_CART_HOLD_MINUTES = 30;

/** "Today" at the parks: the resorts' day (America/Cancun). */
export const parkToday = resortToday;

export type ItemInput = {
  productId: number;
  /** Null with openTicket. */
  visitDate: string | null;
  openTicket: boolean;
  slotId: number | null;
  adults: number;
  children: number;
  infants: number;
  transportZoneId: number | null;
  food: boolean;
  photo: boolean;
};

type Options = {
  now?: Date;
  holdMinutes?: number;
  /** Who asks (a hash of the client's address): a new cart is theirs (see carts.holderKey). */
  holderKey?: string;
  /**
   * The client's id for this add (a random UUID): the same id again — a retry after a lost
   * answer — returns the item it added instead of adding another.
   */
  requestId?: string;
  /** The concurrency control's seam (lib/stock-guard); production keeps the default. */
  stockGuard?: StockGuard;
};

type ItemRow = typeof cartItems.$inferSelect;

type Catalogue = { products: Product[]; presale: PresaleRule[] };

/**
 * Reference data a use case needs, read before its transaction opens: PGlite has a single
 * connection, so a read outside the transaction while it is open would wait for ever.
 */
async function catalogue(db: Db): Promise<Catalogue> {
  const [products, presale] = await Promise.all([listProducts(db), listPresaleRules(db)]);
  return { products, presale };
}

/** The rules' view of the items of a cart. */
function linesOf(products: Product[], items: ItemRow[]): CartLine[] {
  return items.map((item) => {
    const product = products.find((p) => p.id === item.productId)!;
    return {
      id: item.id,
      productId: item.productId,
      businessUnitCode: product.businessUnitCode,
      isAdmission: product.requiresAdmission === null,
      requiresAdmission: product.requiresAdmission,
      visitDate: item.visitDate,
    };
  });
}

/**
 * Validates an item against the product and the cart and prices it for its date; `take()`
 * takes its places (one conditional update of the slot's capacity row, CART_NO_AVAILABILITY
 * when they are not there). Runs inside the caller's transaction: a refusal rolls the whole
 * use case back. The caller takes the places as its transaction's last write: every buyer of
 * a date updates that one row, and its lock is held until the commit (decision 0045).
 */
async function prepareItem(
  tx: Tx,
  product: ProductDetail,
  input: ItemInput,
  lines: CartLine[],
  presale: PresaleRule[],
  now: Date,
  holder: string | null,
  editing?: string,
  stockGuard: StockGuard = STOCK_GUARD,
) {
  const clock = resortClock(now);
  const today = clock.date;
  const visitDate = input.openTicket ? null : input.visitDate;
  const slot = input.openTicket ? undefined : product.slots.find((s) => s.id === input.slotId);
  if (!input.openTicket && input.slotId !== null && !slot)
    throw new CartError('CART_UNKNOWN_OPTION', { field: 'slot' });
  const zone =
    input.transportZoneId === null
      ? undefined
      : product.transportZones.find((z) => z.id === input.transportZoneId);
  if (input.transportZoneId !== null && !zone)
    throw new CartError('CART_UNKNOWN_OPTION', { field: 'transport' });
  if (input.food && !product.foodAddOn)
    throw new CartError('CART_UNKNOWN_OPTION', { field: 'food' });
  if (input.photo && product.photoAddOnUsdCents === null)
    throw new CartError('CART_UNKNOWN_OPTION', { field: 'photo' });

  checkLine(
    lines,
    {
      product,
      visitDate,
      openTicket: input.openTicket,
      slotChosen: Boolean(slot),
      adults: input.adults,
      children: input.children,
      infants: input.infants,
      window:
        visitDate && slot
          ? saleWindow(
              {
                date: visitDate,
                startTime: slot.startTime,
                transport: Boolean(zone) || product.transportIncluded,
              },
              clock,
            )
          : 'open',
    },
    today,
    editing,
  );

  let adultUsdCents = product.openTicketAdultUsdCents;
  let childUsdCents = product.openTicketChildUsdCents;
  let percent = 0;
  const places = input.openTicket ? 0 : placesOf(input);
  if (!input.openTicket) {
    const [day] = await loadProductDays(tx, product.id, visitDate!, addDays(visitDate!, 1));
    const runs = day?.slots.some((s) => s.slotId === slot!.id);
    if (!runs) throw new CartError('CART_NO_AVAILABILITY');
    if (day!.adultUsdCents === null || day!.childUsdCents === null)
      throw new CartError('CART_PRICE_UNAVAILABLE');
    adultUsdCents = day!.adultUsdCents;
    childUsdCents = day!.childUsdCents;
    percent = presalePercent(presale, daysAhead(today, visitDate!));
    if (holder)
      checkPlacesCap(
        await heldBy(tx, holder, slot!.id, visitDate!, now, editing),
        places,
        slot!.capacity,
      );
  }
  const take = async () => {
    if (input.openTicket) return;
    if (!(await holdPlaces(tx, slot!.id, visitDate!, places, stockGuard)))
      throw new CartError('CART_NO_AVAILABILITY');
  };
  const values = {
    productId: product.id,
    visitDate,
    slotId: slot?.id ?? null,
    adults: input.adults,
    children: input.children,
    infants: input.infants,
    transportZoneId: zone?.id ?? null,
    food: input.food,
    photo: input.photo,
    openTicket: input.openTicket,
    adultUsdCents,
    childUsdCents,
    transportUsdCents: zone?.priceUsdCents ?? 0,
    foodUsdCents: input.food ? product.foodAddOn!.priceUsdCents : 0,
    photoUsdCents: input.photo ? product.photoAddOnUsdCents! : 0,
    presalePercent: percent,
    heldPlaces: places,
  };
  return { values, take };
}

/**
 * Places a client holds right now in one slot and day, across its carts (the item being edited
 * left out). Serialised per client by an advisory lock, so parallel adds cannot both pass.
 */
async function heldBy(
  tx: Tx,
  holder: string,
  slotId: number,
  visitDate: string,
  now: Date,
  editing?: string,
): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`cart:${holder}`}, 0))`);
  const [row] = await tx
    .select({ places: sql<number>`coalesce(sum(${cartItems.heldPlaces}), 0)` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(
      and(
        eq(carts.holderKey, holder),
        eq(cartItems.status, 'held'),
        gt(cartItems.holdExpiresAt, now),
        eq(cartItems.slotId, slotId),
        eq(cartItems.visitDate, visitDate),
        ...(editing ? [ne(cartItems.id, editing)] : []),
      ),
    );
  return Number(row?.places ?? 0);
}

async function lockCart(tx: Tx, cartId: string) {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return cart;
}

type CartRow = typeof carts.$inferSelect;

/**
 * The package discount a frozen cart is priced with: the one its payment under way was priced
 * with (undefined when the cart is not frozen: the tiers as they stand decide). So a frozen
 * cart shows, everywhere, the amount its payment charges, whatever staff change meanwhile.
 */
function frozenPackagePercent(
  cart: Pick<CartRow, 'checkoutUntil' | 'checkoutPackagePercent'>,
  now: Date,
): number | undefined {
  return checkoutUnderWay(cart, now) ? (cart.checkoutPackagePercent ?? undefined) : undefined;
}

/** True while a checkout is paying for the cart (see `carts.checkoutUntil`). */
export function checkoutUnderWay(cart: Pick<CartRow, 'checkoutUntil'>, now: Date): boolean {
  return cart.checkoutUntil !== null && cart.checkoutUntil > now;
}

/**
 * The cart, locked, for a change by its visitor: every change (add, edit, remove, complement,
 * renew) goes through here, and none is allowed while a payment for the cart is under way, so
 * the cart a gateway is charging for is the cart that is sold. The visitor abandons the payment
 * first (orders' `abandonCartCheckout`).
 */
async function lockCartForChange(tx: Tx, cartId: string, now: Date) {
  const cart = await lockCart(tx, cartId);
  if (cart && checkoutUnderWay(cart, now))
    throw new CartError('CART_PAYMENT_PENDING', { until: cart.checkoutUntil!.toISOString() });
  return cart;
}

/** The hash of what a cart sells and at what price (`pricedCartText`). */
function fingerprintOf(items: readonly PricedItem[], complements: readonly PricedComplement[]) {
  return createHash('sha256').update(pricedCartText(items, complements)).digest('hex');
}

async function complementsOf(db: Db | Tx, itemIds: string[]): Promise<PricedComplement[]> {
  if (itemIds.length === 0) return [];
  return db
    .select({
      itemId: cartItemComplements.itemId,
      complementId: cartItemComplements.complementId,
      priceUsdCents: cartItemComplements.priceUsdCents,
    })
    .from(cartItemComplements)
    .where(inArray(cartItemComplements.itemId, itemIds));
}

async function itemsOf(tx: Db | Tx, cartId: string): Promise<ItemRow[]> {
  return tx
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt));
}

/**
 * The cart's items, locked. Every use case locks in the same order as the expiry job (items,
 * then capacity), so they never deadlock; and an item the job is expiring is read after the
 * job commits, with its true status (its places already given back).
 */
async function lockItems(tx: Tx, cartId: string): Promise<ItemRow[]> {
  return tx
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt))
    .for('update');
}

async function release(tx: Tx, item: ItemRow) {
  if (item.status === 'held' && item.slotId !== null && item.visitDate && item.heldPlaces > 0)
    await releasePlaces(tx, item.slotId, item.visitDate, item.heldPlaces);
}

async function productOrThrow(db: Db, productId: number): Promise<ProductDetail> {
  const product = await findProductById(db, productId);
  if (!product) throw new CartError('CART_UNKNOWN_PRODUCT');
  return product;
}

/**
 * Adds a product to a cart (creating the cart when `cartId` is absent or unknown): every
 * SPEC §5 rule, prices for the date, and its places held for `holdMinutes` — one
 * transaction, the cart row locked so two adds to one cart are judged one after the other.
 */
export async function addToCart(
  db: Db,
  cartId: string | undefined,
  input: ItemInput,
  {
    now = new Date(),
    holdMinutes = DEFAULT_CART_HOLD_MINUTES,
    holderKey,
    requestId,
    stockGuard,
  }: Options = {},
): Promise<{ cartId: string; itemId: string }> {
  const product = await productOrThrow(db, input.productId);
  const { products, presale } = await catalogue(db);
  const requestKey = requestId && /^[0-9a-f-]{36}$/i.test(requestId) ? requestId : undefined;
  const seen = async (tx: Db | Tx) =>
    requestKey
      ? (
          await tx
            .select({ cartId: cartItems.cartId, itemId: cartItems.id })
            .from(cartItems)
            .where(eq(cartItems.requestId, requestKey))
        )[0]
      : undefined;
  const done = await seen(db);
  if (done) return done;
  // A date already sold out (every place held or sold) is refused with one read, before the
  // transaction: in a drop, buyers ask again and again while the last holds are paid for.
  const places = placesOf(input);
  if (
    !input.openTicket &&
    input.slotId !== null &&
    input.visitDate !== null &&
    product.slots.some((s) => s.id === input.slotId) &&
    (await fewerPlacesLeft(db, input.slotId, input.visitDate, places))
  )
    throw new CartError('CART_NO_AVAILABILITY');
  // The same add twice at once: the second insert meets the unique request id and rolls back;
  // it answers with the item the first one added.
  return add().catch(async (error: unknown) => {
    const again = await seen(db);
    if (again) return again;
    throw error;
  });

  function add() {
    return db.transaction(async (tx) => {
      let cart = cartId ? await lockCartForChange(tx, cartId, now) : undefined;
      // A paid cart is finished: the next product starts a new one.
      if (cart && (await lockItems(tx, cart.id)).some((i) => i.status === 'sold')) cart = undefined;
      if (!cart) [cart] = await tx.insert(carts).values({ holderKey }).returning();
      const items = await lockItems(tx, cart!.id);
      const { values, take } = await prepareItem(
        tx,
        product,
        input,
        linesOf(products, items),
        presale,
        now,
        cart!.holderKey ?? holderKey ?? null,
        undefined,
        stockGuard,
      );
      const [item] = await tx
        .insert(cartItems)
        .values({
          ...values,
          cartId: cart!.id,
          holdExpiresAt: values.openTicket ? null : new Date(now.getTime() + holdMinutes * 60_000),
          heldSince: values.openTicket ? null : now,
          requestId: requestKey ?? null,
          createdAt: now,
        })
        .returning({ id: cartItems.id });
      await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart!.id));
      // Last: the date's capacity row stays locked only from here to the commit.
      await take();
      return { cartId: cart!.id, itemId: item!.id };
    });
  }
}

/** Changes an item's choices: its old places are given back and the new ones taken at once. */
export async function updateCartItem(
  db: Db,
  cartId: string,
  itemId: string,
  input: ItemInput,
  { now = new Date(), holdMinutes = DEFAULT_CART_HOLD_MINUTES }: Options = {},
): Promise<void> {
  const product = await productOrThrow(db, input.productId);
  const { products, presale } = await catalogue(db);
  await db.transaction(async (tx) => {
    const cart = await lockCartForChange(tx, cartId, now);
    if (!cart) throw new CartError('CART_ITEM_NOT_FOUND');
    const items = await lockItems(tx, cartId);
    const item = items.find((i) => i.id === itemId);
    if (!item || item.productId !== input.productId) throw new CartError('CART_ITEM_NOT_FOUND');
    await release(tx, item);
    const lines = linesOf(products, items);
    const { values, take } = await prepareItem(
      tx,
      product,
      input,
      lines,
      presale,
      now,
      cart.holderKey,
      itemId,
    );
    await take();
    // Moving an admission must not leave an activity that needs it without one that day.
    const moved = lines.map((l) => (l.id === itemId ? { ...l, visitDate: values.visitDate } : l));
    const requires = new Map(products.map((p) => [p.id, p.requiresAdmission]));
    if (dependentsOf(moved, '', requires).length > 0)
      throw new CartError('CART_ADMISSION_REQUIRED');
    await tx
      .update(cartItems)
      .set({
        ...values,
        status: 'held',
        holdExpiresAt: values.openTicket ? null : new Date(now.getTime() + holdMinutes * 60_000),
        // An edit keeps the item's hold age: editing is not a way to hold places for ever.
        heldSince: values.openTicket ? null : (item.heldSince ?? now),
      })
      .where(eq(cartItems.id, itemId));
    // Complements were priced for the old choices; they stay added at their price.
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
  });
}

/** Removes an item (and activities that needed its admission), giving their places back. */
export async function removeCartItem(
  db: Db,
  cartId: string,
  itemId: string,
  now = new Date(),
): Promise<{ removed: string[] }> {
  const products = await listProducts(db);
  return db.transaction(async (tx) => {
    if (!(await lockCartForChange(tx, cartId, now))) throw new CartError('CART_ITEM_NOT_FOUND');
    const items = await lockItems(tx, cartId);
    const item = items.find((i) => i.id === itemId);
    if (!item) throw new CartError('CART_ITEM_NOT_FOUND');
    const requires = new Map(products.map((p) => [p.id, p.requiresAdmission]));
    const dependents = dependentsOf(linesOf(products, items), itemId, requires);
    const gone = [item, ...items.filter((i) => dependents.some((d) => d.id === i.id))];
    for (const row of gone) await release(tx, row);
    await tx.delete(cartItems).where(
      inArray(
        cartItems.id,
        gone.map((g) => g.id),
      ),
    );
    return { removed: gone.map((g) => g.id) };
  });
}

/** SPEC §3 complements: `added` true sets hasBeenAdded, false clears it. */
export async function setComplement(
  db: Db,
  cartId: string,
  itemId: string,
  complementId: number,
  added: boolean,
  now = new Date(),
): Promise<void> {
  const [found] = await db
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
  if (!found) throw new CartError('CART_ITEM_NOT_FOUND');
  const product = await productOrThrow(db, found.productId);
  await db.transaction(async (tx) => {
    if (!(await lockCartForChange(tx, cartId, now))) throw new CartError('CART_ITEM_NOT_FOUND');
    const [item] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
      .for('update');
    if (!item) throw new CartError('CART_ITEM_NOT_FOUND');
    const complement = product.complements.find((c) => c.id === complementId);
    // Off sale: no new addition; one already in the cart can still be taken out.
    if (!complement || (added && !complement.onSale))
      throw new CartError('CART_UNKNOWN_OPTION', { field: 'complement' });
    if (added) {
      await tx
        .insert(cartItemComplements)
        .values({
          itemId,
          complementId,
          priceUsdCents: complementPriceForDate(
            complement.priceUsdCents,
            item,
            product.adultPriceUsdCents,
          ),
        })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(cartItemComplements)
        .where(
          and(
            eq(cartItemComplements.itemId, itemId),
            eq(cartItemComplements.complementId, complementId),
          ),
        );
    }
  });
}

/**
 * Renews the hold of every dated item for another `holdMinutes`, never past MAX_HOLD_MINUTES
 * after its places were taken (an item at that limit is `capped`: buy it, or add it again). An
 * item whose hold already expired tries to take its places again; if they are gone it stays
 * expired (the cart shows it as unavailable).
 */
export async function renewCartHold(
  db: Db,
  cartId: string,
  { now = new Date(), holdMinutes = DEFAULT_CART_HOLD_MINUTES }: Options = {},
): Promise<{ renewed: number; unavailable: number; capped: number }> {
  // Slot capacities (reference data, read before the transaction: PGlite has one connection).
  const capacityOf = new Map<number, number>();
  for (const productId of new Set((await itemsOf(db, cartId)).map((i) => i.productId)))
    for (const slot of (await findProductById(db, productId))?.slots ?? [])
      capacityOf.set(slot.id, slot.capacity);
  return db.transaction(async (tx) => {
    const cart = await lockCartForChange(tx, cartId, now);
    if (!cart) throw new CartError('CART_ITEM_NOT_FOUND');
    const items = (await lockItems(tx, cartId)).filter((i) => !i.openTicket);
    let renewed = 0;
    let unavailable = 0;
    let capped = 0;
    for (const item of items) {
      const live = item.status === 'held' && item.holdExpiresAt && item.holdExpiresAt > now;
      if (live || item.status === 'held') {
        const until = renewedUntil(item.heldSince ?? item.createdAt, now, holdMinutes);
        if (item.holdExpiresAt && until <= item.holdExpiresAt) {
          capped++;
          continue;
        }
        await tx
          .update(cartItems)
          .set({ status: 'held', holdExpiresAt: until })
          .where(eq(cartItems.id, item.id));
        renewed++;
        continue;
      }
      // Expired: its places went back; taking them again is a new hold, within the client's cap.
      const retaken =
        item.status === 'expired' &&
        (await tryRetake(tx, cart.holderKey, item, capacityOf.get(item.slotId!) ?? 0, now)) &&
        (await holdPlaces(tx, item.slotId!, item.visitDate!, item.heldPlaces));
      if (retaken) {
        await tx
          .update(cartItems)
          .set({
            status: 'held',
            holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000),
            heldSince: now,
          })
          .where(eq(cartItems.id, item.id));
        renewed++;
      } else unavailable++;
    }
    return { renewed, unavailable, capped };
  });
}

/** Whether the client may take an expired item's places again (within its cap). */
async function tryRetake(
  tx: Tx,
  holder: string | null,
  item: ItemRow,
  capacity: number,
  now: Date,
) {
  if (!holder) return true;
  try {
    checkPlacesCap(
      await heldBy(tx, holder, item.slotId!, item.visitDate!, now, item.id),
      item.heldPlaces,
      capacity,
    );
    return true;
  } catch (error) {
    if (error instanceof CartError) return false;
    throw error;
  }
}

/**
 * Expires cart holds whose time is up and gives their places back. Safe with several app
 * instances (SKIP LOCKED). Returns how many items expired.
 */
export async function expireCartHolds(db: Db, now = new Date(), batchSize = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.status, 'held'), lt(cartItems.holdExpiresAt, now)))
      .orderBy(asc(cartItems.holdExpiresAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    for (const item of due) await release(tx, item);
    if (due.length > 0)
      await tx
        .update(cartItems)
        .set({ status: 'expired' })
        .where(
          inArray(
            cartItems.id,
            due.map((d) => d.id),
          ),
        );
    return due.length;
  });
}

export type CartItemView = {
  id: string;
  product: ProductDetail;
  visitDate: string | null;
  openTicket: boolean;
  slot: ProductDetail['slots'][number] | null;
  adults: number;
  children: number;
  infants: number;
  transportZone: ProductDetail['transportZones'][number] | null;
  food: boolean;
  photo: boolean;
  presalePercent: number;
  adultUsdCents: number;
  childUsdCents: number;
  transportUsdCents: number;
  foodUsdCents: number;
  photoUsdCents: number;
  /** Live hold, or expired (its places may be gone: renew to try again). */
  status: 'held' | 'expired';
  holdExpiresAt: Date | null;
  /** SPEC §3 complements of the product with hasBeenAdded and the price for this item. */
  complements: {
    id: number;
    code: string;
    name: { es: string; en: string };
    priceUsdCents: number;
    hasBeenAdded: boolean;
  }[];
  total: ItemTotal;
};

export type CartView = {
  id: string;
  items: CartItemView[];
  subtotalUsdCents: number;
  /** SPEC package discount: a percentage of admissions for several different products. */
  packagePercent: number;
  packageDiscountUsdCents: number;
  /** The items whose admissions the package discount is taken on (empty without one). */
  packageItemIds: string[];
  totalUsdCents: number;
  /** The earliest live hold's end (the countdown), if any item holds places. */
  holdExpiresAt: Date | null;
  /** Until when a payment under way freezes the cart (null: none, the cart can change). */
  checkoutUntil: Date | null;
  /** What the cart sells and at what price, hashed: the order keeps it with its amount. */
  fingerprint: string;
};

/** The cart with its items, prices and totals; undefined when it does not exist. */
export async function readCart(
  db: Db,
  cartId: string,
  now = new Date(),
  { includeSold = false }: { includeSold?: boolean } = {},
): Promise<CartView | undefined> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  if (!cart) return undefined;
  const items = await itemsOf(db, cartId);
  // A paid cart is no longer a cart: its items are tickets now (see the orders).
  // (The order's confirmation reads it with includeSold.)
  if (!includeSold && items.some((i) => i.status === 'sold')) return undefined;
  const added = items.length
    ? await db
        .select()
        .from(cartItemComplements)
        .where(
          inArray(
            cartItemComplements.itemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  const views: CartItemView[] = [];
  for (const item of items) {
    const product = await productOrThrow(db, item.productId);
    const mine = added.filter((a) => a.itemId === item.id);
    const live =
      item.status === 'sold' ||
      (item.status === 'held' && (!item.holdExpiresAt || item.holdExpiresAt > now));
    views.push({
      id: item.id,
      product,
      visitDate: item.visitDate,
      openTicket: item.openTicket,
      slot: product.slots.find((s) => s.id === item.slotId) ?? null,
      adults: item.adults,
      children: item.children,
      infants: item.infants,
      transportZone: product.transportZones.find((z) => z.id === item.transportZoneId) ?? null,
      food: item.food,
      photo: item.photo,
      presalePercent: item.presalePercent,
      adultUsdCents: item.adultUsdCents,
      childUsdCents: item.childUsdCents,
      transportUsdCents: item.transportUsdCents,
      foodUsdCents: item.foodUsdCents,
      photoUsdCents: item.photoUsdCents,
      status: live ? 'held' : 'expired',
      holdExpiresAt: item.holdExpiresAt,
      // Those on sale, and any already added (it is paid for, or about to be).
      complements: product.complements
        .filter((c) => c.onSale || mine.some((m) => m.complementId === c.id))
        .map((c) => {
          const row = mine.find((m) => m.complementId === c.id);
          return {
            id: c.id,
            code: c.code,
            name: c.name,
            priceUsdCents:
              row?.priceUsdCents ??
              complementPriceForDate(c.priceUsdCents, item, product.adultPriceUsdCents),
            hasBeenAdded: Boolean(row),
          };
        }),
      total: itemTotal({
        adults: item.adults,
        children: item.children,
        adultUsdCents: item.adultUsdCents,
        childUsdCents: item.childUsdCents,
        presalePercent: item.presalePercent,
        transportUsdCents: item.transportUsdCents,
        foodUsdCents: item.foodUsdCents,
        photoUsdCents: item.photoUsdCents,
        complementsUsdCents: mine.map((m) => m.priceUsdCents),
      }),
    });
  }
  // "Several parks in one cart": admissions (not activities) still held or open tickets; an
  // item whose hold lapsed counts again once renewed.
  const parks = views.filter((v) => v.product.requiresAdmission === null && v.status === 'held');
  const percent =
    frozenPackagePercent(cart, now) ??
    packagePercent(await listPackageSteps(db), new Set(parks.map((v) => v.product.id)).size);
  const admissions = parks.reduce((sum, v) => sum + v.total.admissionUsdCents, 0);
  const subtotalUsdCents = views.reduce((sum, v) => sum + v.total.totalUsdCents, 0);
  const packageDiscountUsdCents = Math.round((admissions * percent) / 100);
  const holds = views
    .filter((v) => v.status === 'held' && v.holdExpiresAt)
    .map((v) => v.holdExpiresAt!.getTime());
  return {
    id: cart.id,
    items: views,
    subtotalUsdCents,
    packagePercent: percent,
    packageDiscountUsdCents,
    packageItemIds: percent > 0 ? parks.map((v) => v.id) : [],
    totalUsdCents: subtotalUsdCents - packageDiscountUsdCents,
    holdExpiresAt: holds.length ? new Date(Math.min(...holds)) : null,
    checkoutUntil: checkoutUnderWay(cart, now) ? cart.checkoutUntil : null,
    fingerprint: fingerprintOf(items, added),
  };
}

/**
 * Checkout: the cart's items, locked, each still holding its places (or an open ticket), their
 * holds extended to `holdUntil` so that the visitor has the payment session's time to pay, and
 * the cart frozen until then (`lockCartForChange`), priced with the package discount the amount
 * was computed with. Runs in the orders service's transaction.
 * An empty cart, a paid one or an item whose hold lapsed is refused (the visitor renews it on
 * the cart page), and so is a cart that no longer has the `fingerprint` the amount was computed
 * on (it changed between the pricing and this transaction).
 */
export async function holdCartForCheckout(
  tx: Tx,
  cartId: string,
  holdUntil: Date,
  fingerprint: string,
  /** The package discount the amount was computed with (`CartView.packagePercent`). */
  packagePercentPriced: number,
  now = new Date(),
): Promise<
  { ok: true; itemIds: string[] } | { ok: false; reason: 'empty' | 'lapsed' | 'changed' }
> {
  if (!(await lockCart(tx, cartId))) return { ok: false, reason: 'empty' };
  const items = await lockItems(tx, cartId);
  if (items.length === 0 || items.some((i) => i.status === 'sold'))
    return { ok: false, reason: 'empty' };
  const lapsed = items.some(
    (i) => !i.openTicket && (i.status !== 'held' || !i.holdExpiresAt || i.holdExpiresAt <= now),
  );
  if (lapsed) return { ok: false, reason: 'lapsed' };
  const complements = await complementsOf(
    tx,
    items.map((i) => i.id),
  );
  if (fingerprintOf(items, complements) !== fingerprint) return { ok: false, reason: 'changed' };
  const dated = items.filter((i) => !i.openTicket).map((i) => i.id);
  if (dated.length > 0)
    await tx
      .update(cartItems)
      .set({ holdExpiresAt: holdUntil })
      .where(and(inArray(cartItems.id, dated), lt(cartItems.holdExpiresAt, holdUntil)));
  await tx
    .update(carts)
    .set({ checkoutUntil: holdUntil, checkoutPackagePercent: packagePercentPriced })
    .where(eq(carts.id, cartId));
  return { ok: true, itemIds: items.map((i) => i.id) };
}

/** Ends the freeze of a checkout (the payment was abandoned): the cart can change again. */
export async function endCartCheckout(tx: Tx, cartId: string): Promise<boolean> {
  if (!(await lockCart(tx, cartId))) return false;
  await tx
    .update(carts)
    .set({ checkoutUntil: null, checkoutPackagePercent: null })
    .where(eq(carts.id, cartId));
  return true;
}

/**
 * A paid cart becomes a sale, inside the orders service's transaction: the items are marked
 * sold and `take()` moves every item's places from held to sold. The items must be the ones the
 * order was priced on, with the same priced fields and complements (`fingerprint`), and still
 * hold their places (an item the expiry job released is refused: the payment is refunded).
 * Every refusal comes before any write. The caller calls `take()` as its transaction's last
 * write: every buyer of a date updates that one capacity row, and its lock is held until the
 * commit (decision 0045, as the cart add does with `prepareItem`'s `take()`).
 */
export async function sellCartInTransaction(
  tx: Tx,
  cartId: string,
  expectedItemIds: readonly string[],
  fingerprint: string | null,
): Promise<
  | { ok: true; alreadySold: true }
  | { ok: true; alreadySold: false; take: () => Promise<void> }
  | { ok: false; reason: 'changed' | 'lapsed' }
> {
  if (!(await lockCart(tx, cartId))) return { ok: false, reason: 'changed' };
  const items = await lockItems(tx, cartId);
  if (items.length > 0 && items.every((i) => i.status === 'sold'))
    return { ok: true, alreadySold: true };
  const same =
    items.length === expectedItemIds.length && items.every((i) => expectedItemIds.includes(i.id));
  if (!same) return { ok: false, reason: 'changed' };
  // Orders written before fingerprints existed carry none; every new order does.
  if (fingerprint !== null) {
    const complements = await complementsOf(
      tx,
      items.map((i) => i.id),
    );
    if (fingerprintOf(items, complements) !== fingerprint) return { ok: false, reason: 'changed' };
  }
  if (items.some((i) => i.status !== 'held')) return { ok: false, reason: 'lapsed' };
  await tx.update(cartItems).set({ status: 'sold' }).where(eq(cartItems.cartId, cartId));
  await tx
    .update(carts)
    .set({ checkoutUntil: null, checkoutPackagePercent: null })
    .where(eq(carts.id, cartId));
  // The items are locked (lockItems) to the commit: no expiry can release these places
  // between here and take().
  const take = async () => {
    for (const item of items)
      if (item.slotId !== null && item.visitDate && item.heldPlaces > 0)
        await sellPlaces(tx, item.slotId, item.visitDate, item.heldPlaces);
  };
  return { ok: true, alreadySold: false, take };
}
