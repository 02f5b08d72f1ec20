export { StayError, type StayErrorCode } from './errors';
export {
  MAX_ROOMS,
  MAX_CHILDREN_PER_ROOM,
  MAX_NIGHTS,
  stayNights,
  resortToday,
  validateStay,
  validateRooms,
  fitsRoomType,
  nightlyPrice,
  type RoomRequest,
} from './stays.rules';
export {
  createHold,
  expireHolds,
  hashSecret,
  DEFAULT_HOLD_MINUTES,
  type Hold,
  type HoldRequest,
} from './holds.service';
