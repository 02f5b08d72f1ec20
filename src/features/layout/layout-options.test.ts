import { describe, expect, it } from 'vitest';
import { resolveLayoutOptions, transactionalLayout, type LayoutOptions } from './layout-options';

/** What a page that states nothing gets (SPEC §2): every part shown, indexed, flight tab v1. */
const SPEC_DEFAULTS: LayoutOptions = {
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

describe('resolveLayoutOptions', () => {
  it('gives a page that states nothing the menu, both selectors, the newsletter, indexing and flight booking v1', () => {
    expect(resolveLayoutOptions()).toEqual(SPEC_DEFAULTS);
    expect(resolveLayoutOptions({})).toEqual(SPEC_DEFAULTS);
  });

  it('keeps every option a page sets, one at a time, and leaves the others at their default', () => {
    const set: Partial<LayoutOptions>[] = [
      { hideMenu: true },
      { hideCurrencySelector: true },
      { hideLanguageSelector: true },
      { showBookingBox: true },
      { floatingHeader: true },
      { isHome: true },
      { noIndex: true },
      { newsletterHidden: true },
      { flightBookingVersion: 'v2' },
      { subHeader: 'Xcaret Plus' },
    ];
    for (const option of set)
      expect(resolveLayoutOptions(option), JSON.stringify(option)).toEqual({
        ...SPEC_DEFAULTS,
        ...option,
      });
  });

  it('shows the booking tabs only inside a booking box', () => {
    expect(resolveLayoutOptions({ bookingTabs: true }).bookingTabs).toBe(false);
    expect(resolveLayoutOptions({ showBookingBox: true }).bookingTabs).toBe(false);
    expect(resolveLayoutOptions({ showBookingBox: true, bookingTabs: true }).bookingTabs).toBe(
      true,
    );
    expect(resolveLayoutOptions({ showBookingBox: false, bookingTabs: true }).bookingTabs).toBe(
      false,
    );
  });

  it('keeps the default of an option given as undefined: components never see a missing option', () => {
    const resolved = resolveLayoutOptions({
      noIndex: undefined,
      hideMenu: undefined,
      flightBookingVersion: undefined,
    });
    expect(resolved.noIndex).toBe(false);
    expect(resolved.hideMenu).toBe(false);
    expect(resolved.flightBookingVersion).toBe('v1');
  });

  it("never lets one page's options leak into the next page's", () => {
    const home = resolveLayoutOptions({ isHome: true, showBookingBox: true, bookingTabs: true });
    home.hideMenu = true;
    expect(resolveLayoutOptions()).toEqual(SPEC_DEFAULTS);
  });

  it('makes transactional pages no-index without the newsletter, the rest as any page', () => {
    expect(resolveLayoutOptions(transactionalLayout)).toEqual({
      ...SPEC_DEFAULTS,
      noIndex: true,
      newsletterHidden: true,
    });
  });
});
