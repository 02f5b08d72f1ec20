import { verifyTicket } from '@/features/park-api/endpoints';

/** GET /api/v1/tickets/verify/?token=…: a gate scanner's question; see verifyTicket. */
export function GET(request: Request) {
  return verifyTicket(request);
}
