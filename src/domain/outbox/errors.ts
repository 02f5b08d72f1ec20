/**
 * Thrown by an outbox handler when retrying cannot help (the booking no longer exists, the
 * payload is malformed): the message is marked failed at once instead of after every retry.
 */
export class UndeliverableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UndeliverableError';
  }
}
