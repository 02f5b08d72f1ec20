import { boolean, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { Lang2 } from './types';

/** Park business units of SPEC §3: XC, XP, XH, XON, XS, XN, XT. */
export const businessUnits = pgTable('business_units', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export type ProductContent = {
  title: Lang2;
  ageNote: Lang2;
  listing: Lang2;
  description: Lang2[];
  included: Lang2[];
  scheduleText: Lang2;
};

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull().unique(),
  kind: text('kind', { enum: ['park', 'tour'] }).notNull(),
  businessUnitCode: text('business_unit_code')
    .notNull()
    .references(() => businessUnits.code),
  /** The product's name per language ("Xcaret Básico", "Xcaret Basic"); pt reads en, as park pages do. */
  name: jsonb('name').$type<Lang2>().notNull(),
  logo: text('logo').notNull(),
  sort: integer('sort').notNull(),
  content: jsonb('content').$type<ProductContent>().notNull(),
  minAge: integer('min_age').notNull(),
  childMinAge: integer('child_min_age').notNull(),
  recommendedMinAge: integer('recommended_min_age'),
  infantsAdmitted: boolean('infants_admitted').notNull(),
  adultPriceUsdCents: integer('adult_price_usd_cents').notNull(),
  childPriceUsdCents: integer('child_price_usd_cents').notNull(),
  openTicketAdultUsdCents: integer('open_ticket_adult_usd_cents').notNull(),
  openTicketChildUsdCents: integer('open_ticket_child_usd_cents').notNull(),
  snorkelDeposit: boolean('snorkel_deposit').notNull(),
  transportIncluded: boolean('transport_included').notNull(),
  photoAddOnUsdCents: integer('photo_add_on_usd_cents'),
  foodAddOn: jsonb('food_add_on').$type<{ name: Lang2; priceUsdCents: number }>(),
  /** Activities with additional cost: the business unit whose admission must be in the cart. */
  requiresAdmission: text('requires_admission'),
  /** Change policy (issue 15): the visit date changes free until this many hours before it. */
  changeFreeHours: integer('change_free_hours').notNull().default(48),
  /** Cancellation with refund until this many days before the visit. */
  refundDays: integer('refund_days').notNull().default(7),
});

/** SPEC §9 schedules as selectable slots. */
export const productScheduleSlots = pgTable(
  'product_schedule_slots',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
    label: text('label').notNull(),
    startTime: text('start_time').notNull(),
    /** ISO weekdays the slot runs, 1 = Monday … 7 = Sunday. */
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [unique().on(t.productId, t.code)],
);

export const productTransportZones = pgTable(
  'product_transport_zones',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    priceUsdCents: integer('price_usd_cents').notNull(),
  },
  (t) => [unique().on(t.productId, t.code)],
);

/** SPEC §3 product complement (admission-to-tour upgrade or add-on). */
export const productComplements = pgTable('product_complements', {
  id: integer('id').primaryKey(),
  idUpgrade: integer('id_upgrade').notNull(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  name: jsonb('name').$type<Lang2>().notNull(),
  nameUpgrade: jsonb('name_upgrade').$type<Lang2>().notNull(),
  businessUnitCode: text('business_unit_code')
    .notNull()
    .references(() => businessUnits.code),
  code: text('code').notNull().unique(),
  infoDetails: jsonb('info_details')
    .$type<{ title: Lang2; subtitle: Lang2; description: Lang2 }>()
    .notNull(),
  img: text('img').notNull(),
  priceUsdCents: integer('price_usd_cents').notNull(),
  /** Offered on the product page and in the cart (issue 16: staff take one off sale). */
  onSale: boolean('on_sale').notNull().default(true),
});
