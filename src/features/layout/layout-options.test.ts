import { describe, expect, it } from 'vitest';
import { defaultLayoutOptions, resolveLayoutOptions, transactionalLayout } from './layout-options';

describe('resolveLayoutOptions', () => {
  it('defaults every option, flight booking version v1', () => {
    expect(resolveLayoutOptions()).toEqual(defaultLayoutOptions);
    expect(resolveLayoutOptions().flightBookingVersion).toBe('v1');
    expect(resolveLayoutOptions().noIndex).toBe(false);
  });
  it('keeps what a page sets', () => {
    const o = resolveLayoutOptions({ showBookingBox: true, bookingTabs: true, isHome: true });
    expect(o.showBookingBox).toBe(true);
    expect(o.bookingTabs).toBe(true);
    expect(o.isHome).toBe(true);
    expect(o.hideMenu).toBe(false);
  });
  it('drops booking tabs without a booking box', () => {
    expect(resolveLayoutOptions({ bookingTabs: true }).bookingTabs).toBe(false);
  });
  it('makes transactional pages no-index without newsletter', () => {
    const o = resolveLayoutOptions(transactionalLayout);
    expect(o.noIndex).toBe(true);
    expect(o.newsletterHidden).toBe(true);
  });
});
