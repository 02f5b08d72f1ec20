export { hitRateLimit, type RateLimit, type RateLimitResult } from './limits.service';
