import { listParkDays, reserveParkDayApi } from '@/features/manage-booking/park-days-api';

/** The link's stay's park days offer and the days reserved, with their e-tickets. */
export function GET(request: Request) {
  return listParkDays(request);
}

/** Reserves an included park day for every guest of the stay (the request id replays). */
export function POST(request: Request) {
  return reserveParkDayApi(request);
}
