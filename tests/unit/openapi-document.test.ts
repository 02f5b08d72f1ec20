import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/openapi.json/route';

vi.mock('@/lib/env', () => ({ env: () => ({ HOTEL_HOLD_MINUTES: 15, CART_HOLD_MINUTES: 30 }) }));

/** The served document: the hotel, park and checkout sections merge without contradicting each other. */
describe('/api/openapi.json', () => {
  it('lists the hotel and park paths, and every reference resolves', async () => {
    const doc = await GET().json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/availability/',
        '/api/v1/holds/',
        '/api/v1/catalog/',
        '/api/v1/products/{code}/availability/',
        '/api/v1/carts/',
        '/api/v1/carts/{id}/items/{itemId}/complements/{complementId}/',
        '/api/v1/checkouts/',
        '/api/v1/checkouts/{key}/',
        '/api/v1/orders/{reference}/',
        '/api/v1/orders/{reference}/tickets.pdf',
        '/api/v1/payment-methods/',
        '/api/v1/payments/webhooks/{provider}/',
        '/api/v1/error-logs/',
        '/api/v1/trips/current/',
        '/api/v1/trips/lookup/',
        '/api/v1/trips/current/cancellation-preview/',
        '/api/v1/trips/current/cancellations/',
        '/api/v1/trips/current/date-change-quote/',
        '/api/v1/trips/current/date-changes/',
        '/api/v1/trips/current/date-change-payments/',
        '/api/v1/trips/current/date-change-payments/{key}/',
        '/api/v1/trips/current/park-date-change-payments/',
        '/api/v1/trips/current/park-date-change-payments/{key}/',
        '/api/v1/trips/current/guest-details/',
        '/api/v1/trips/current/check-in/',
        '/api/v1/trips/current/park-days/',
        '/api/v1/trips/current/park-days/{id}/',
        '/api/v1/visitor/',
      ]),
    );
    expect(doc.tags.map((t: { name: string }) => t.name)).toEqual([
      'stays',
      'parks',
      'checkout',
      'error-log',
      'manage',
      'visitor',
    ]);
    const refs = JSON.stringify(doc).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
    for (const ref of new Set(refs))
      expect(doc.components.schemas).toHaveProperty(ref.slice('"#/components/schemas/'.length, -1));
    expect(doc.components.schemas.Error.properties.error.properties.code.enum).toContain(
      'SOLD_OUT',
    );
    // The error log's body is described by the schema that validates it (issue 19).
    const log = doc.components.schemas.ClientErrorLog;
    expect(log.additionalProperties).toBe(false);
    expect(log.properties.description.maxLength).toBe(1000);
    expect(log.properties.method.enum).toContain('POST');
    expect(doc.paths['/api/v1/error-logs/'].post.responses).toHaveProperty('429');
    // Included park days (issue 15): their operations, outcome and refusals.
    const parkDays = doc.paths['/api/v1/trips/current/park-days/'];
    expect(Object.keys(parkDays)).toEqual(['get', 'post']);
    expect(parkDays.post.responses['201'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ParkDayOutcome',
    );
    expect(doc.paths['/api/v1/trips/current/park-days/{id}/'].delete.responses).toHaveProperty(
      '409',
    );
    expect(doc.components.schemas.TripError.properties.error.properties.code.enum).toEqual(
      expect.arrayContaining(['PARK_DAY_REFUSED', 'PARK_DAY_NOT_FOUND']),
    );
    expect(doc.components.schemas.ParkError.properties.error.properties.code.enum).toContain(
      'CART_DUPLICATE',
    );
    // The page shell's visitor summary (issue 18): a name and a count, never an email.
    const visitor = doc.components.schemas.VisitorSummary;
    expect(Object.keys(visitor.properties)).toEqual(['customer', 'cartCount']);
    expect(JSON.stringify(visitor)).not.toContain('email');
  });
});
