export {
  ENQUIRY_KINDS,
  ENQUIRY_LIMITS,
  ENQUIRY_STATUSES,
  enquiryReference,
  isEnquiryStatus,
  validateEnquiry,
  type EnquiryField,
  type EnquiryFieldError,
  type EnquiryForm,
  type EnquiryInput,
  type EnquiryKind,
  type EnquiryStatus,
} from './enquiries.rules';
export {
  ENQUIRY_RATE_LIMIT,
  findEnquiry,
  listEnquiries,
  setEnquiryStatus,
  submitEnquiry,
  type Enquiry,
  type EnquiryOutcome,
} from './enquiries.service';
