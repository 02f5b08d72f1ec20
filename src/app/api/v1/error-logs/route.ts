import { postErrorLog } from '@/features/layout/error-log-endpoint';

/** POST /api/v1/error-logs/: what a browser reports (SPEC §3); see postErrorLog. */
export function POST(request: Request) {
  return postErrorLog(request);
}
