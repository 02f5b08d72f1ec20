export { recordErrorLog, reportServerError } from './logs.service';
export {
  clientErrorLogSchema,
  MAX_ERROR_LOG_BYTES,
  APPLICATION,
  type ClientErrorLog,
  type ErrorLogInput,
} from './logs.rules';
