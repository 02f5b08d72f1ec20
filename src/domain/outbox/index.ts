export {
  emailDeliveryOf,
  enqueue,
  type EmailDelivery,
  type AccountEmailPayload,
  type OutboxKind,
  type OutboxMessage,
  type ParkOrderEmailPayload,
} from './outbox.repo';
export {
  deliverOutbox,
  DEFAULT_BATCH_SIZE,
  HANDLER_TIMEOUT_MS,
  LEASE_MS,
  type DeliveryContext,
  type DeliveryOptions,
  type DeliveryReport,
  type OutboxHandlers,
} from './delivery.service';
export { MAX_ATTEMPTS, retryDelayMs } from './delivery.rules';
export { UndeliverableError } from './errors';
export type { Mailer, MailAttachment, MailMessage } from './mailer';
export {
  CONFIRMATION_KINDS,
  failedMessageCount,
  listMessages,
  messageById,
  messagesAbout,
  recordFailedMessage,
  requeueConfirmation,
  retryMessage,
} from './desk.service';
export type { OutboxRow } from './outbox.repo';
export { previewMessage, type MessagePreview, type PreviewedMail } from './preview.service';
export { redactLinks } from './preview.rules';
