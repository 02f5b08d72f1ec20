import { getDb } from '@/server';
import { verifyTicketToken } from '@/domain/tickets';

/**
 * GET /api/v1/tickets/verify/?token=… — what a gate scanner asks: is this QR code one of
 * our tickets (signature), for whom and which day, and is it still unused. Answers only
 * about the token given: the token itself is the secret, so it reveals nothing new.
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token.length === 0 || token.length > 200)
    return Response.json({ valid: false, reason: 'malformed' }, { status: 400 });
  const result = await verifyTicketToken(token, { db: await getDb() });
  if (!result.valid)
    return Response.json(result, { status: 200, headers: { 'Cache-Control': 'no-store' } });
  return Response.json(
    {
      valid: true,
      ticket: {
        code: result.code,
        product: result.productName,
        holderBand: result.claims.band,
        open: result.claims.open,
        validUntil: result.claims.validUntil,
        status: result.status,
      },
      admitsToday: result.admitsToday && result.status === 'issued',
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
