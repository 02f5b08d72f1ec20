import type { GenericOAuthConfig } from 'better-auth/plugins';
import { readCode, SANDBOX_PROVIDERS, type SandboxProvider } from './codes';

/** Better Auth's id of a provider's sandbox ("sandbox-google"): never the real provider's. */
export const sandboxProviderId = (provider: SandboxProvider) => `sandbox-${provider}` as const;

/** The sandbox sign-in page of a provider, served by this app (decision 0022). */
export const sandboxPagePath = (provider: SandboxProvider) => `/sandbox/sign-in/${provider}/`;

/** Where the sandbox page sends the visitor back: Better Auth's callback of that provider. */
export const sandboxCallbackPath = (provider: SandboxProvider) =>
  `/api/auth/callback/${sandboxProviderId(provider)}`;

/**
 * The sandbox providers as Better Auth generic OAuth providers: the authorization page is ours
 * (/sandbox/sign-in/{provider}/), and the code exchange and the profile are read in process from
 * the signed code, PKCE checked, so no request leaves the server. A sandbox identity never
 * vouches for its email (emailVerified false): it cannot join an existing customer's account.
 */
export function sandboxOAuthProviders(options: {
  origin: string;
  secret: string;
  providers: readonly SandboxProvider[];
}): GenericOAuthConfig[] {
  return options.providers
    .filter((p) => SANDBOX_PROVIDERS.includes(p))
    .map((provider) => ({
      providerId: sandboxProviderId(provider),
      name: provider,
      clientId: sandboxProviderId(provider),
      authorizationUrl: `${options.origin}${sandboxPagePath(provider)}`,
      scopes: ['email', 'profile'],
      pkce: true,
      async getToken({ code, codeVerifier }) {
        const identity = readCode(options.secret, code, provider, {
          codeVerifier: codeVerifier ?? '',
        });
        if (!identity) throw new Error('Invalid sandbox code');
        return { tokenType: 'Bearer', accessToken: code, scopes: ['email', 'profile'] };
      },
      async getUserInfo(tokens) {
        const identity = tokens.accessToken
          ? readCode(options.secret, tokens.accessToken, provider)
          : null;
        if (!identity) return null;
        return {
          id: `${provider}:${identity.email}`,
          email: identity.email,
          name: identity.name,
          emailVerified: false,
        };
      },
    }));
}
