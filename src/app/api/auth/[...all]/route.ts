import { getAuth } from '@/server';

/** Better Auth's endpoints (sign-in, social callbacks, email confirmation, sign-out, …). */
async function handle(request: Request): Promise<Response> {
  return (await getAuth()).handler(request);
}

export const GET = handle;
export const POST = handle;
