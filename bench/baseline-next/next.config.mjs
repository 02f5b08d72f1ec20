import path from 'node:path';

// Built from the project's own node_modules.
const config = { turbopack: { root: path.resolve(import.meta.dirname, '../..') } };
export default config;
