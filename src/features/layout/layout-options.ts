/**
 * Per-page layout options of SPEC §2. Each page states what differs from the defaults;
 * `resolveLayoutOptions` fills in the rest so components never see a missing option.
 */
export type FlightBookingVersion = 'v1' | 'v2';

export type LayoutOptions = {
  hideMenu: boolean;
  hideCurrencySelector: boolean;
  hideLanguageSelector: boolean;
  showBookingBox: boolean;
  /** The booking box shows the Hotel / Hotel + Flight tabs. */
  bookingTabs: boolean;
  floatingHeader: boolean;
  /** The home page: transparent header over the hero. */
  isHome: boolean;
  noIndex: boolean;
  newsletterHidden: boolean;
  flightBookingVersion: FlightBookingVersion;
  /** Mobile sub-header under the header (SPEC §2 mobile layout), e.g. the page's section. */
  subHeader?: string;
};

export const defaultLayoutOptions: LayoutOptions = {
  hideMenu: false,
  hideCurrencySelector: false,
  hideLanguageSelector: false,
  showBookingBox: false,
  bookingTabs: false,
  floatingHeader: false,
  isHome: false,
  noIndex: false,
  newsletterHidden: false,
  flightBookingVersion: 'v1',
};

export function resolveLayoutOptions(options: Partial<LayoutOptions> = {}): LayoutOptions {
  const resolved = { ...defaultLayoutOptions };
  // An option given as undefined (`{ noIndex: flag }` with no flag) keeps its default.
  for (const [key, value] of Object.entries(options))
    if (value !== undefined) Object.assign(resolved, { [key]: value });
  // Tabs only make sense inside a booking box.
  if (!resolved.showBookingBox) resolved.bookingTabs = false;
  return resolved;
}

/** Options of the transactional pages: no booking box, no newsletter, never indexed. */
export const transactionalLayout: Partial<LayoutOptions> = {
  noIndex: true,
  newsletterHidden: true,
};

/**
 * Pages where work is in progress (the booking's guest details and payment, the cart's
 * checkout): changing the language or the currency there would reload the page and lose what
 * was typed, so their selectors are hidden; the menu stays a click away.
 */
export const workInProgressLayout: Partial<LayoutOptions> = {
  ...transactionalLayout,
  hideCurrencySelector: true,
  hideLanguageSelector: true,
};

/** Long reading pages (the content pages, legal notices): the header floats over the text. */
export const longReadLayout: Partial<LayoutOptions> = { floatingHeader: true };
