import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/openapi.json/route';

vi.mock('@/lib/env', () => ({ env: () => ({ HOTEL_HOLD_MINUTES: 15, CART_HOLD_MINUTES: 30 }) }));

describe('ticket verification in the OpenAPI document', () => {
  it('describes GET /api/v1/tickets/verify/ and its answer', async () => {
    const doc = await GET().json();
    const operation = doc.paths['/api/v1/tickets/verify/'].get;
    expect(operation.parameters[0]).toMatchObject({ name: 'token', in: 'query', required: true });
    expect(operation.responses['200'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/TicketVerification',
    );
    expect(doc.components.schemas.TicketVerification.oneOf).toHaveLength(2);
  });
});
