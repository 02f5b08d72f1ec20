import { getStaffAuth } from '@/server';

/** The back office's Better Auth endpoints (staff sign-in, second factor, sign-out, admin). */
async function handle(request: Request): Promise<Response> {
  return (await getStaffAuth()).handler(request);
}

export const GET = handle;
export const POST = handle;
