import type { CartView } from '@/domain/cart';
import { SNORKEL_DEPOSIT_USD_CENTS, type ProductDetail } from '@/domain/catalog';
import { priceIn, type CurrencyRate } from '@/domain/pricing';
import {
  ageBands,
  daysAhead,
  type PackageStep,
  type PresaleRule,
  type ProductDay,
} from '@/domain/tickets';
import {
  FEW_PLACES_LEFT,
  OPEN_TICKET_VALID_MONTHS,
  type AvailabilityResponse,
  type CartResponse,
  type CatalogueResponse,
  type MoneyOut,
  type ParkProductOut,
} from './schemas';

/**
 * Domain results as the API shows them: every price in US cents and in the requested
 * currency; internal ids (products, slots, zones) left out in favour of their codes.
 */

const money = (currency: CurrencyRate, usdCents: number): MoneyOut => priceIn(currency, usdCents);
const price = (currency: CurrencyRate, usdCents: number) => ({
  usdCents,
  price: money(currency, usdCents),
});

export function currencyOut(currency: CurrencyRate) {
  return { iso: currency.iso, decimals: currency.decimals, usdRate: currency.usdRate };
}

export function productOut(product: ProductDetail, currency: CurrencyRate): ParkProductOut {
  const bands = ageBands(product);
  return {
    code: product.code,
    slug: product.slug,
    kind: product.kind,
    businessUnit: { code: product.businessUnitCode, name: product.businessUnitName },
    name: product.name,
    title: product.content.title,
    listing: product.content.listing,
    ageNote: product.content.ageNote,
    scheduleText: product.content.scheduleText,
    logo: product.logo,
    ages: {
      minAge: product.minAge,
      recommendedMinAge: product.recommendedMinAge,
      adults: bands.adults,
      children: bands.children,
      infants: bands.infants ?? null,
    },
    requiresAdmission: product.requiresAdmission,
    transportIncluded: product.transportIncluded,
    snorkelDepositUsdCents: product.snorkelDeposit ? SNORKEL_DEPOSIT_USD_CENTS : null,
    schedules: product.slots.map((s) => ({
      code: s.code,
      label: s.label,
      startTime: s.startTime,
      weekdays: s.weekdays,
    })),
    transportZones: product.transportZones.map((z) => ({
      code: z.code,
      name: z.name,
      priceUsdCents: z.priceUsdCents,
      price: money(currency, z.priceUsdCents),
    })),
    addOns: {
      food: product.foodAddOn
        ? {
            name: product.foodAddOn.name,
            priceUsdCents: product.foodAddOn.priceUsdCents,
            price: money(currency, product.foodAddOn.priceUsdCents),
          }
        : null,
      photo:
        product.photoAddOnUsdCents === null ? null : price(currency, product.photoAddOnUsdCents),
    },
    complements: product.complements
      .filter((c) => c.onSale)
      .map((c) => ({
        id: c.id,
        idUpgrade: c.idUpgrade,
        code: c.code,
        businessUnitCode: c.businessUnitCode,
        name: c.name,
        nameUpgrade: c.nameUpgrade,
        infoDetails: c.infoDetails,
        img: c.img,
        priceUsdCents: c.priceUsdCents,
        price: money(currency, c.priceUsdCents),
      })),
    listPrices: {
      adult: price(currency, product.adultPriceUsdCents),
      child: price(currency, product.childPriceUsdCents),
      openTicketAdult: price(currency, product.openTicketAdultUsdCents),
      openTicketChild: price(currency, product.openTicketChildUsdCents),
    },
  };
}

export function catalogueOut(
  products: ProductDetail[],
  presale: PresaleRule[],
  steps: PackageStep[],
  currency: CurrencyRate,
  maxProducts: number,
): CatalogueResponse {
  return {
    currency: currencyOut(currency),
    maxProducts,
    openTicketValidMonths: OPEN_TICKET_VALID_MONTHS,
    presale: [...presale]
      .sort((a, b) => b.daysAhead - a.daysAhead)
      .map((r) => ({ daysAhead: r.daysAhead, percentOff: r.percentOff })),
    packageDiscount: [...steps]
      .sort((a, b) => a.minProducts - b.minProducts)
      .map((s) => ({ minProducts: s.minProducts, percentOff: s.percentOff })),
    products: products.map((p) => productOut(p, currency)),
  };
}

/**
 * One entry per date of [from, to): dates before today or beyond what is on sale come back
 * unavailable, with no price and no schedule.
 */
export function availabilityOut(
  product: ProductDetail,
  range: { from: string; to: string; today: string; dates: string[] },
  days: ProductDay[],
  presale: PresaleRule[],
  currency: CurrencyRate,
): AvailabilityResponse {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const slotCode = new Map(product.slots.map((s) => [s.id, s.code]));
  const rules = [...presale].sort((a, b) => b.daysAhead - a.daysAhead);
  return {
    product: product.code,
    from: range.from,
    to: range.to,
    today: range.today,
    currency: currencyOut(currency),
    days: range.dates.map((date) => {
      const day = byDate.get(date);
      if (!day || date < range.today)
        return {
          date,
          available: false,
          presalePercent: 0,
          presaleDaysAhead: null,
          adultUsdCents: null,
          childUsdCents: null,
          adult: null,
          child: null,
          schedules: [],
        };
      const ahead = daysAhead(range.today, date);
      const reached =
        day.presalePercent > 0
          ? (rules.find((r) => ahead >= r.daysAhead)?.daysAhead ?? null)
          : null;
      return {
        date,
        available: day.available,
        presalePercent: day.presalePercent,
        presaleDaysAhead: reached,
        adultUsdCents: day.adultUsdCents,
        childUsdCents: day.childUsdCents,
        adult: day.adultUsdCents === null ? null : money(currency, day.adultUsdCents),
        child: day.childUsdCents === null ? null : money(currency, day.childUsdCents),
        schedules: day.slots
          .filter((s) => slotCode.has(s.slotId))
          .map((s) => ({
            code: slotCode.get(s.slotId)!,
            available: s.left > 0,
            // Scarcity only ("only 4 left"), never a stock count competitors can read.
            fewLeft: s.left > 0 && s.left <= FEW_PLACES_LEFT ? s.left : null,
          }))
          .sort((a, b) => a.code.localeCompare(b.code)),
      };
    }),
  };
}

export function cartOut(cart: CartView, currency: CurrencyRate): CartResponse {
  return {
    id: cart.id,
    currency: currencyOut(currency),
    items: cart.items.map((item) => ({
      id: item.id,
      product: {
        code: item.product.code,
        slug: item.product.slug,
        kind: item.product.kind,
        name: item.product.name,
      },
      visitDate: item.visitDate,
      openTicket: item.openTicket,
      schedule: item.slot
        ? { code: item.slot.code, label: item.slot.label, startTime: item.slot.startTime }
        : null,
      adults: item.adults,
      children: item.children,
      infants: item.infants,
      transport: item.transportZone
        ? { code: item.transportZone.code, name: item.transportZone.name }
        : null,
      food: item.food,
      photo: item.photo,
      status: item.status,
      holdExpiresAt: item.holdExpiresAt?.toISOString() ?? null,
      presalePercent: item.presalePercent,
      unitPrices: {
        adultUsdCents: item.adultUsdCents,
        childUsdCents: item.childUsdCents,
        transportUsdCents: item.transportUsdCents,
        foodUsdCents: item.foodUsdCents,
        photoUsdCents: item.photoUsdCents,
      },
      complements: item.complements.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        priceUsdCents: c.priceUsdCents,
        hasBeenAdded: c.hasBeenAdded,
      })),
      admissionUsdCents: item.total.admissionUsdCents,
      extrasUsdCents: item.total.extrasUsdCents,
      totalUsdCents: item.total.totalUsdCents,
      total: money(currency, item.total.totalUsdCents),
    })),
    subtotalUsdCents: cart.subtotalUsdCents,
    packagePercent: cart.packagePercent,
    packageDiscountUsdCents: cart.packageDiscountUsdCents,
    totalUsdCents: cart.totalUsdCents,
    subtotal: money(currency, cart.subtotalUsdCents),
    packageDiscount: money(currency, cart.packageDiscountUsdCents),
    total: money(currency, cart.totalUsdCents),
    holdExpiresAt: cart.holdExpiresAt?.toISOString() ?? null,
    checkoutUntil: cart.checkoutUntil?.toISOString() ?? null,
  };
}
