export {
  STRIPE_CAPABILITIES,
  STRIPE_CURRENCIES,
  STRIPE_PROVIDER_ID,
  STRIPE_ZERO_DECIMAL,
  StripeGateway,
  type StripeOptions,
} from './gateway';
