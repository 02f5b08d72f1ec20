import pino from 'pino';

/** JSON logs on stdout. Never log card data, passwords or tokens. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { app: 'xcaret-store' },
  redact: [
    'req.headers.cookie',
    'req.headers.authorization',
    '*.password',
    '*.cardNumber',
    '*.cvc',
  ],
});
