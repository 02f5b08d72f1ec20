import { redeemEndpoint } from '@/features/admin-gate/server';

/** POST /api/admin/v1/tickets/redeem/: a gate scan (gate, admin); see redeemEndpoint. */
export const POST = redeemEndpoint;
