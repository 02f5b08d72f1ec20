/** The catalog context's pure face: its rules, for other contexts' rules files. */
export {
  canCancelWithRefund,
  canChangeDate,
  dateChangeEnds,
  refundEnds,
  visitStarts,
  type ParkItemAction,
  type ParkPolicy,
} from './park-policy.rules';
