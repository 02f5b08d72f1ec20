export {
  addOrderNote,
  cancelByStaff,
  cancelParkVisitsByStaff,
  deskExport,
  DeskError,
  openOrderDesk,
  refundByStaff,
  resendConfirmation,
  searchDesk,
  type DeskFilter,
  type DeskRow,
  type OrderDesk,
} from './desk.service';
export {
  DESK_CSV_MAX_ROWS,
  DESK_MAX_PAGE,
  DESK_PAGE_SIZE,
  NOTE_MAX,
  REASON_MAX,
  isoDay,
  parseAmount,
  type DeskStatus,
  type TimelineEvent,
} from './desk.rules';
export type { OrderNote } from './desk.repo';
