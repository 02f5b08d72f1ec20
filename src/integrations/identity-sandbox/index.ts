export {
  CODE_TTL_SECONDS,
  challengeOf,
  issueCode,
  readCode,
  SANDBOX_PROVIDERS,
  type SandboxIdentity,
  type SandboxProvider,
} from './codes';
export {
  sandboxCallbackPath,
  sandboxOAuthProviders,
  sandboxPagePath,
  sandboxProviderId,
} from './oauth';
export { renderSandboxSignIn, type SandboxSignInView } from './page';
