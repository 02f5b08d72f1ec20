/**
 * Shapes of the demo catalogue kept in this folder. The seed runner turns them into rows;
 * the files beside this one are plain data so that operators can read and edit them.
 * Amounts are USD minor units (cents). Texts are per language.
 */
import type { Lang2, Lang3 } from '../schema/types';

// Park side texts are Lang2: the park store is offered in es and en (pt visitors see English).
export type { Lang2, Lang3 };

export type RoomTypeSeed = {
  code: string; // unique within the hotel, upper-case, e.g. "HXM-GVS"
  name: Lang3;
  description: Lang3;
  bed: Lang3; // e.g. "1 king or 2 doubles"
  sizeM2: number;
  maxAdults: number;
  maxChildren: number; // 0 for adults-only hotels
  maxOccupancy: number;
  amenities: Lang3[]; // short items
  totalRooms: number; // physical rooms of this type (inventory per night)
  baseRateUsdCents: number; // nightly rate for 2 adults in low season, taxes included
  filterCategory: string; // id of one of the hotel's filter categories (its view)
  building?: string; // id of one of the hotel's buildings, where the hotel names them
};

export type HotelSeed = {
  code: string; // "HXM" | "HXA" | "LCDP"
  slug: 'hotel-xcaret-mexico' | 'hotel-xcaret-arte' | 'la-casa-de-la-playa';
  name: string;
  kind: 'family-resort' | 'adults-young-adults' | 'boutique-adults-only';
  city: string; // "Playa del Carmen"
  address: string;
  /** The front desk: as shown and as dialled (E.164). */
  phone: { display: string; dial: string };
  /** Check-in from, check-out until (HH:MM, 24 h, resort time). */
  checkInTime: string;
  checkOutTime: string;
  tagline: Lang3;
  description: Lang3[]; // paragraphs
  highlights: Lang3[];
  ageConfig: {
    childrenMinAge: number;
    childrenMaxAge: number;
    packageChildrenMinAge: number; // age in hotel + flight package search
    description: Lang3;
    childLabel: Lang3; // singular, e.g. "Child"
    childrenLabel: Lang3; // plural
  };
  filterCategories: { id: string; name: Lang3 }[]; // room-type codes are derived from roomTypes
  /** The buildings the rooms are in (a second filter dimension), where the hotel names them. */
  buildings?: { id: string; name: Lang3 }[];
  /** SPEC §3 hotel filters: shown (default) or not, and by which dimension (default view). */
  showFilter?: boolean;
  filterBy?: 'view' | 'building';
  roomTypes: RoomTypeSeed[];
};

export type ScheduleSlotSeed = {
  code: string; // e.g. "0830"
  label: string; // "8:30 - 22:30"
  startTime: string; // "08:30"
  /** ISO weekdays the slot runs (1 = Monday ... 7 = Sunday). */
  weekdays: number[];
  capacity: number; // people per date and slot
};

export type ProductSeed = {
  code: string; // unique, e.g. "XC-PLUS"
  slug: string; // URL slug, e.g. "xcaret-plus"
  kind: 'park' | 'tour';
  businessUnitCode: 'XC' | 'XP' | 'XH' | 'XON' | 'XS' | 'XN' | 'XT';
  family: string; // groups variants on one page? no: each product has its own page; family is the park name e.g. "Xcaret"
  /** The product's name per language: brands stay ("Xcaret Plus"), words translate ("Básico"). */
  name: Lang2;
  title: Lang2;
  ageNote: Lang2;
  listing: Lang2; // one-line teaser for the listing
  description: Lang2[]; // paragraphs
  included: Lang2[];
  scheduleText: Lang2;
  minAge: number; // youngest admitted age (0 if infants admitted)
  childMinAge: number; // first paying child age: 5, or 6 for Xenotes and Xichen
  recommendedMinAge?: number;
  infantsAdmitted: boolean;
  adultPriceUsdCents: number;
  childPriceUsdCents: number;
  openTicketAdultUsdCents: number;
  openTicketChildUsdCents: number;
  snorkelDeposit: boolean; // the refundable 10 USD deposit applies
  transportIncluded: boolean;
  slots: ScheduleSlotSeed[];
  transportZones: { code: string; name: string; priceUsdCents: number }[]; // per person
  foodAddOn?: { name: Lang2; priceUsdCents: number }; // per person, when lunch is not included
  photoAddOnUsdCents?: number; // per booking
  requiresAdmission?: string; // for activities with additional cost: the product code whose admission must be in the cart
};

export type ComplementSeed = {
  id: number;
  idUpgrade: number;
  name: Lang2;
  nameUpgrade: Lang2;
  businessUnitCode: ProductSeed['businessUnitCode'];
  code: string;
  /** The product it upgrades or adds to. */
  productCode: string;
  infoDetails: { title: Lang2; subtitle: Lang2; description: Lang2 };
  img: string; // path under /public
  priceUsdCents: number; // base; the price for a date is computed by the pricing rules
};
