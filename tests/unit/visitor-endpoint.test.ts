import { beforeEach, describe, expect, it, vi } from 'vitest';

const customer = vi.fn();
const count = vi.fn();
vi.mock('@/server', () => ({ currentCustomer: () => customer() }));
vi.mock('@/features/cart/visitor-cart', () => ({ cartItemCount: () => count() }));

const { GET } = await import('@/app/api/v1/visitor/route');

/** GET /api/v1/visitor/ (issue 18): the page shell's islands ask it who is there. */
describe('GET /api/v1/visitor/', () => {
  beforeEach(() => {
    customer.mockReset();
    count.mockReset();
  });

  it("names the signed-in customer (id and name, never the email) and the cart's count", async () => {
    customer.mockResolvedValue({
      id: 'u-1',
      name: 'Ana Pérez',
      email: 'ana@example.com',
      createdAt: new Date(),
    });
    count.mockResolvedValue(3);
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      customer: { id: 'u-1', name: 'Ana Pérez' },
      cartCount: 3,
    });
  });

  it('answers null and 0 for a visitor without a session or a cart', async () => {
    customer.mockResolvedValue(undefined);
    count.mockResolvedValue(0);
    expect(await (await GET()).json()).toEqual({ customer: null, cartCount: 0 });
  });

  it('is private and never stored by a cache', async () => {
    customer.mockResolvedValue(undefined);
    count.mockResolvedValue(0);
    const response = await GET();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
