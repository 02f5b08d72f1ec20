/**
 * Security headers of every response (DESIGN §8). Pure functions so they can be tested
 * without a server; src/proxy.ts applies them.
 */
import { VIDEO_EMBED_ORIGINS, videoFileOrigins } from '@/lib/video-origins';

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(options: {
  nonce: string;
  isDev: boolean;
  isHttps: boolean;
  /** The chat service's address (CHAT_URL): its origin, and only it, may be framed. */
  chatUrl?: string;
  /** VIDEO_ORIGINS: the origins of the video files the park widget plays (media-src). */
  videoOrigins?: string;
}): string {
  const chatOrigin = chatFrameOrigin(options.chatUrl);
  const mediaOrigins = videoFileOrigins(options.videoOrigins);
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
    ["media-src 'self'", ...mediaOrigins].join(' '),
    // The video players the park widget frames on a click (youtube-nocookie, Vimeo), and chat.
    ["frame-src 'self'", ...(chatOrigin ? [chatOrigin] : []), ...VIDEO_EMBED_ORIGINS].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.isHttps) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The origin of the chat service's page (SPEC §2 chat), for the CSP's frame-src: an http(s)
 * address's scheme, host and port, nothing else (no path, no wildcard, nothing that could
 * widen the policy); undefined when unset or not such an address.
 */
export function chatFrameOrigin(chatUrl: string | undefined): string | undefined {
  if (!chatUrl) return undefined;
  try {
    const url = new URL(chatUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * No page may use the camera, microphone or location, except the back office its camera: the
 * gate scanner reads tickets with it (issue 17). A policy belongs to the document, and the
 * back office moves between its pages without loading a new one (the sign-in lands on the
 * scanner that way), so it is granted to every back-office page, never to the shop's.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self)';
const CAMERA_PAGES = /^\/admin(\/|$)/;

/** The Permissions-Policy of a path: the site's, with the camera for the back office. */
export function permissionsPolicy(pathname: string): string {
  return CAMERA_PAGES.test(pathname)
    ? PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)')
    : PERMISSIONS_POLICY;
}

/** Headers that do not vary per request. */
export function staticSecurityHeaders(options: { isHttps: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.isHttps
      ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' }
      : {}),
  };
}
