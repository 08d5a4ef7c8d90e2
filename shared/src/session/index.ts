export {
  KEEP_ALIVE_INTERVAL_MS,
  PLAN_POLL_MAX_MS,
  PLAN_POLL_RETRY_MS,
  QUOTA_CHECK_DEFAULT_MS,
  QUOTA_CHECK_RETRY_MS,
  nextPlanPollDelay,
} from './background';
export type { Theme } from './preferences';
export {
  SessionProvider,
  useAuth,
  useLanguage,
  usePlan,
  useSessionBus,
  useTheme,
  type PlanState,
} from './react';
export {
  createSessionBus,
  SessionBus,
  type AuthState,
  type KeyValueStorage,
  type SessionApi,
  type SessionBusOptions,
} from './session-bus';
