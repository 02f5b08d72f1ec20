/** Types of keep-alive.mjs (plain JavaScript, read by scripts, the bench and Playwright's config). */
/** How long an app instance keeps an idle HTTP connection open, in milliseconds. */
export const KEEP_ALIVE_MS: number;
/** The `next start` arguments that set it. */
export const keepAliveArgs: string[];
