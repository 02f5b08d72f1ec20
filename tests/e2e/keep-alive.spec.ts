import { KEEP_ALIVE_MS } from '../../scripts/keep-alive.mjs';
import { expect, test } from '../support/fixtures';

/**
 * The server the suite runs (started as the systemd units start an instance) keeps an idle
 * connection as long as scripts/keep-alive.mjs says, longer than nginx's upstream
 * keepalive_timeout (tests/unit/keep-alive.test.ts): so the proxy, never the instance, closes
 * it. Node's default is 5 s.
 */
test('the app keeps idle connections longer than nginx does, pages and APIs alike', async ({
  request,
}) => {
  for (const path of ['/es/', '/es/hotel-xcaret-mexico/', '/api/v1/visitor/']) {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    expect(response.headers()['keep-alive'], path).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
  }
});
