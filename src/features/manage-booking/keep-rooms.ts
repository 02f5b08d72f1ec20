/**
 * The rooms a date change keeps, as the manage page's forms send them (issue 15: "same rooms
 * and guests, or fewer rooms"): one `keep` value per kept room (booking_rooms ids). The quote's
 * form also sends `rooms=pick` when it shows the rooms' boxes, so unticking every box asks to
 * keep none (refused INVALID_ROOMS) rather than all. Without either, every room is kept.
 */
const ROOM_ID = /^[0-9a-f-]{36}$/i;

export function keptRoomIds(values: readonly unknown[], picked: boolean): string[] | undefined {
  const ids = values.filter((v): v is string => typeof v === 'string').slice(0, 20);
  if (!picked && ids.length === 0) return undefined;
  // An id that is no room of the booking is refused by the use case (INVALID_ROOMS).
  return ids.map((id) => (ROOM_ID.test(id) ? id : 'invalid'));
}

/** The same rooms as hidden fields, for the form that confirms the quoted change. */
export function keepFields(
  quote: { droppedRooms: readonly unknown[] },
  kept: readonly string[] | undefined,
) {
  return quote.droppedRooms.length > 0 ? (kept ?? []) : [];
}
