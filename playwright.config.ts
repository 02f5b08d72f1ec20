import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
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
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /maintenance\.spec/ },
    // Site-wide switches run last, alone: they change every page the other specs look at.
    {
      name: 'site-switches',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /maintenance\.spec/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: `next start -p ${port}`,
    url: `${baseURL}/api/health/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      BASE_URL: baseURL,
      PGLITE_DIR: './data/e2e',
      // Emails land as files here (no SMTP_URL): the journeys read the confirmation.
      MAIL_DIR: './data/e2e/mail',
      DATABASE_URL: '',
      E2E_TEST_ROUTES: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
