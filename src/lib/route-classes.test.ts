import { describe, expect, it } from 'vitest';
import { routeClass } from './route-classes';

describe('route classes (decision 0044)', () => {
  it.each([
    '/es/',
    '/es',
    '/en/xcaret-hotels/',
    '/pt/hotel-xcaret-mexico/',
    '/es/hotel-xcaret-arte/',
    '/es/la-casa-de-la-playa/',
    '/es/hotels-in/cancun/',
    '/es/parks/',
    '/es/parks/xcaret/',
    '/en/tours/chichen-itza/',
    '/es/faq/',
    '/pt/privacy/',
    '/en/terms/',
    '/es/site-map/',
    '/es/restaurants/',
    '/en/e2e-cached/',
  ])('%s is cacheable (internal path)', (path) => {
    expect(routeClass(path)).toBe('cacheable');
  });

  it.each([
    '/es/hotels/', // search results
    '/es/booking/',
    '/es/cart/',
    '/es/cart/checkout/',
    '/es/account/',
    '/es/login/',
    '/es/register/',
    '/es/forgot/',
    '/es/manage-booking/',
    '/es/newsletter/',
    '/es/newsletter/thank-you/',
    '/admin/',
    '/admin/orders/',
    '/sandbox/pay/1/',
    '/dev/mailbox/',
    // Visitor slugs are not internal paths, and nothing nests under a cacheable page.
    '/es/parques/xcaret/',
    '/es/parks/xcaret/extra/',
    '/fr/faq/',
    '/es/unknown/',
    '/',
  ])('%s is per request', (path) => {
    expect(routeClass(path)).toBe('per-request');
  });
});
