import { cartItemCount } from '@/features/cart/visitor-cart';
import { visitorSummarySchema } from '@/features/layout/visitor-openapi';
import { currentCustomer } from '@/server';

/**
 * GET /api/v1/visitor/: who is signed in and the cart's count, for the page shell's islands
 * (issue 18: the shell reads nothing per visitor on the server). Private and never stored.
 */
export async function GET() {
  const [customer, cartCount] = await Promise.all([currentCustomer(), cartItemCount()]);
  const summary = visitorSummarySchema.parse({
    customer: customer ? { id: customer.id, name: customer.name } : null,
    cartCount,
  });
  return Response.json(summary, {
    headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
  });
}
