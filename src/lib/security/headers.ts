/**
 * Security headers of every response (DESIGN §8). Pure functions so they can be tested
 * without a server; src/proxy.ts applies them.
 */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(options: {
  nonce: string;
  isDev: boolean;
  isHttps: boolean;
}): string {
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce-bearing Next.js bootstrap load its chunks.
    // React's development build needs eval for its call stacks; production never gets it.
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${options.isDev ? " 'unsafe-eval'" : ''}`,
    // Inline style attributes (CSS variables of the layout) need 'unsafe-inline' for styles only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.isHttps) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Headers that do not vary per request. */
export function staticSecurityHeaders(options: { isHttps: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.isHttps
      ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' }
      : {}),
  };
}
