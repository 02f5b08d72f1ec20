import { sandboxPageGet, sandboxPagePost } from '@/server';

/** The sandbox gateway's hosted payment page (decision 0007); see src/server/sandbox-page.ts. */
type Context = { params: Promise<{ session: string }> };

export async function GET(_request: Request, { params }: Context) {
  return sandboxPageGet((await params).session);
}

export async function POST(request: Request, { params }: Context) {
  return sandboxPagePost(request, (await params).session);
}
