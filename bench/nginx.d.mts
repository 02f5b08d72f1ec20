/** Types of bench/nginx.mjs for the tests that check its rendering of the shipped file. */
export const SHIPPED_CONF: string;
export function nginxBinary(): string | null;
export function renderShippedConf(options: {
  port: number;
  upstreams: number[];
  cacheDir: string;
  text?: string;
}): string;
