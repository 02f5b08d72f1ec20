import { startSocialLogin } from '@/features/account/social-start';

/** GET /api/account/social/{provider}/?locale=&next= → the provider's login page. */
export async function GET(
  request: Request,
  context: RouteContext<'/api/account/social/[provider]'>,
) {
  const { provider } = await context.params;
  return startSocialLogin(request, provider);
}
