import { databaseReadiness } from '@/server';

/** Readiness: this instance can serve (its database is prepared and answers within 2 s). */
export function GET() {
  return databaseReadiness();
}
