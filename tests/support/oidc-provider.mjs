#!/usr/bin/env node
/**
 * A local OpenID Connect provider for the social-login journey (account-social.spec.ts),
 * started by playwright.config.ts on loopback. Its development login form accepts any login:
 * the login is the account's email; a login containing "+unverified" comes back with
 * email_verified false (so it must not be linked to an existing customer).
 *
 *   OIDC_PORT=3352 APP_URL=http://127.0.0.1:3350 node tests/support/oidc-provider.mjs
 */
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 3352);
const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:3350';
const issuer = `http://127.0.0.1:${port}`;

export const OIDC_CLIENT = { id: 'xcaret-e2e', secret: 'xcaret-e2e-secret-0123456789abcdef' };

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: OIDC_CLIENT.id,
      client_secret: OIDC_CLIENT.secret,
      redirect_uris: [`${appUrl}/api/auth/callback/oidc`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  cookies: { keys: ['e2e-only-cookie-key-0123456789'] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        const name = id
          .split('@')[0]
          .replace(/\+.*/, '')
          .replace(/[._-]+/g, ' ');
        return {
          sub: id,
          email: id,
          email_verified: !id.includes('+unverified'),
          name: name.replace(/\b\w/g, (c) => c.toUpperCase()),
        };
      },
    };
  },
  // The dev login form asks for consent once per client: grant what was asked.
  loadExistingGrant: async (ctx) => {
    const grantId =
      ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile');
    grant.addOIDCClaims(['email', 'email_verified', 'name']);
    await grant.save();
    return grant;
  },
});
provider.proxy = false;

provider.listen(port, '127.0.0.1', () => {
  console.log(`OIDC provider ${issuer} for ${appUrl}`);
});
