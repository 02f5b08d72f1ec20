import { defineConfig, devices } from '@playwright/test';
import { keepAliveArgs } from './scripts/keep-alive.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
/** Set by scripts/e2e.mjs when TEST_DATABASE_URL is: a fresh PostgreSQL database. */
const postgresUrl = process.env.E2E_POSTGRES_URL || '';
const postgresPort = port + 1;
const postgresBaseURL = `http://127.0.0.1:${postgresPort}`;
/** The local OpenID Connect provider of the social-login journey (tests/support/oidc-provider.mjs). */
const oidcPort = port + 2;
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const oidcEnv = {
  OIDC_DISCOVERY_URL: `${oidcIssuer}/.well-known/openid-configuration`,
  OIDC_CLIENT_ID: 'xcaret-e2e',
  OIDC_CLIENT_SECRET: 'xcaret-e2e-secret-0123456789abcdef',
  OIDC_NAME: 'Xcaret ID',
};

/** What every server of the suite runs with (a spec that starts one more uses it too). */
export const e2eServerSettings = {
  E2E_TEST_ROUTES: '1',
  // The journeys read the confirmation emails in the development mailbox's pages.
  DEV_MAILBOX: '1',
  // The newsletter captcha's proof of work, cheap: the journeys solve it in the real widget.
  CAPTCHA_COST: '20',
  // A package partner, so that the Hotel + Flight search hands off (flight-package.spec).
  PACKAGE_SEARCH_URL: 'https://packages.example.com/search',
  // The stand-in personalization script of src/app/api/e2e/personalization-tag.
  PERSONALIZATION_SCRIPT_URL: '/api/e2e/personalization-tag/',
  LOG_LEVEL: 'warn',
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  // One retry: a test that fails, then passes, is reported as "flaky" in the summary (read it
  // after every run: the last one found a real bug, a tap lost while the results hydrated); a
  // test that fails twice fails the run.
  retries: 1,
  workers: 2,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /(maintenance|personalization)\.spec/,
      metadata: { mailDir: './data/e2e/mail' },
    },
    // The money journeys and the APIs again, against a server on PostgreSQL (CI sets it up):
    // a pool of connections and node-postgres's types, where PGlite has one connection. The
    // back-office screens and the other self-service journeys run on PGlite only; their
    // domain services run on both engines in the integration suite (decision 0051).
    ...(postgresUrl
      ? [
          {
            name: 'postgres',
            use: { ...devices['Desktop Chrome'], baseURL: postgresBaseURL },
            testMatch:
              /(hotel-(booking|api)|manage-booking|deposits|park-(api|cart)|checkout-payments|admin-access|page-cache-instances)\.spec/,
            metadata: { mailDir: './data/e2e/mail-postgres' },
          },
        ]
      : []),
    // Site-wide switches run last, alone: they change every page the other specs look at.
    {
      name: 'site-switches',
      use: { ...devices['Desktop Chrome'] },
      // Each test flips a switch every page shows: one at a time, so none sees another's.
      workers: 1,
      testMatch: /(maintenance|personalization)\.spec/,
      dependencies: ['chromium', ...(postgresUrl ? ['postgres'] : [])],
    },
  ],
  webServer: [
    {
      command: `node tests/support/oidc-provider.mjs`,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(oidcPort), APP_URL: baseURL },
    },
    server(port, {
      PGLITE_DIR: './data/e2e',
      MAIL_DIR: './data/e2e/mail',
      DATABASE_URL: '',
      ...oidcEnv,
    }),
    ...(postgresUrl
      ? [
          server(postgresPort, {
            DATABASE_URL: postgresUrl,
            MAIL_DIR: './data/e2e/mail-postgres',
          }),
        ]
      : []),
  ],
});

/** One production server (`next start`) of the build under test. */
function server(listen: number, env: Record<string, string>) {
  const url = `http://127.0.0.1:${listen}`;
  return {
    // The server's output is kept (data/e2e/server-<port>.log): the checkout journeys check
    // that no card number reaches the logs.
    command: `mkdir -p data/e2e && next start -p ${listen} ${keepAliveArgs.join(' ')} 2>&1 | tee -a data/e2e/server-${listen}.log`,
    url: `${url}/api/health/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(listen),
      BASE_URL: url,
      // Emails land as files in MAIL_DIR (no SMTP_URL): the journeys read the confirmation.
      ...env,
      ...e2eServerSettings,
    },
  };
}
