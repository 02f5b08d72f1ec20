/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): a stand-in for the
 * personalization service's script (PERSONALIZATION_SCRIPT_URL points here in
 * playwright.config.ts). It records what the page tells it in `window.personalizationCalls`,
 * so a test can see what would have been sent. A 404 everywhere else.
 */
const TAG = `(() => {
  const calls = (window.personalizationCalls = window.personalizationCalls || []);
  window.personalizationTag = {
    track: (event, data) => calls.push({ call: 'track', event, data }),
    identify: (user) => calls.push({ call: 'identify', user }),
    slot: async (name) => (calls.push({ call: 'slot', name }), null),
  };
})();
`;

export function GET() {
  if (process.env.E2E_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
  return new Response(TAG, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
  });
}
