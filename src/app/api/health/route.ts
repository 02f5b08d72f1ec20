import { databaseReadiness } from '@/server';

/** Readiness (the same as /api/health/ready/): what load balancers and the tests wait on. */
export function GET() {
  return databaseReadiness();
}
