import { createHmac } from 'node:crypto';

/**
 * The RFC 6238 code (6 digits, 30 s, HMAC-SHA-1) of a secret used as UTF-8 bytes, as Better
 * Auth's two-factor plugin and an authenticator app (given the base32 key) compute it.
 */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  const value =
    ((mac[offset]! & 127) << 24) |
    (mac[offset + 1]! << 16) |
    (mac[offset + 2]! << 8) |
    mac[offset + 3]!;
  return String(value % 1_000_000).padStart(6, '0');
}
