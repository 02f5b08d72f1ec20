export { enqueue, type OutboxMessage } from './outbox.repo';
