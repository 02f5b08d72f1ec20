import { releaseParkDayApi } from '@/features/manage-booking/park-days-api';

/** Gives an included park day of the link's stay back before the visit. */
export async function DELETE(
  request: Request,
  { params }: RouteContext<'/api/v1/trips/current/park-days/[id]'>,
) {
  return releaseParkDayApi(request, (await params).id);
}
