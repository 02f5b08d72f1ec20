import { socialSandboxGet, socialSandboxPost } from '@/server';

/** The sandbox sign-in page of Facebook, Google or Apple (decision 0022); src/server/social-sandbox.ts. */
type Context = { params: Promise<{ provider: string }> };

export async function GET(request: Request, { params }: Context) {
  return socialSandboxGet(request, (await params).provider);
}

export async function POST(request: Request, { params }: Context) {
  return socialSandboxPost(request, (await params).provider);
}
