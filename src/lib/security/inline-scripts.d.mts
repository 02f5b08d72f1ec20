/** Types of inline-scripts.mjs (plain JavaScript, loaded by the cache handler outside Next). */
export function isFrameworkScript(body: string): boolean;
export function scriptHash(body: string): string;
export function inlineScriptHashes(html: string): { hashes: string[]; refused: string[] };
