import {
  asyncScheduler,
  BehaviorSubject,
  catchError,
  defer,
  EMPTY,
  ignoreElements,
  startWith,
  Subject,
  switchMap,
  takeUntil,
  tap,
  type Observable,
  type ObservableInput,
  type SchedulerLike,
} from 'rxjs';
import { ClientErrorKey, errorKey, type ApiClient } from '../api';
import type {
  AuthResponse,
  CompleteSignupEmailRequest,
  LanguageCode,
  LoginRequest,
  RegisterRequest,
  User,
  UserPricingPlanResponse,
} from '../contracts';
// The i18n folder's rule (`cn` → `zh`, region dropped, unsupported → vi), one rule for both.
import { normalizeLanguage } from '../i18n/languages';
import { storage as browserStorage, StorageKey } from '../storage';
import { call, keepAlive$, planPolling$, quotaCheck$ } from './background';
import { parseTheme, type Theme } from './preferences';

/** Spec §3 "Auth state". Errors are translatable keys (see `errorText`). */
export interface AuthState {
  user: User | null;
  loading: boolean;
  error: string | null;
  errorNewGuest: string | null;
  isLogged: boolean;
  completeSignupEmail: boolean;
  completeSignupEmailLoading: boolean;
  completeSignupEmailError: string | null;
}

type SessionCalls = Pick<
  ApiClient,
  | 'login'
  | 'register'
  | 'newGuest'
  | 'me'
  | 'alive'
  | 'quotaCheck'
  | 'completeSignupEmail'
  | 'userPricingPlan'
>;

/**
 * The API calls the bus makes. The real `ApiClient` fits; a test double may answer with
 * Observables instead of Promises, so that TestScheduler's virtual time drives it.
 */
export type SessionApi = {
  [K in keyof SessionCalls]: SessionCalls[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => ObservableInput<R>
    : never;
};

export type KeyValueStorage = Pick<typeof browserStorage, 'get' | 'set' | 'remove'>;

export interface SessionBusOptions {
  api: SessionApi;
  /** Drives the background loops' timers. Default `asyncScheduler`. */
  scheduler?: SchedulerLike;
  storage?: KeyValueStorage;
  /** After logout. Default: load the home page afresh. */
  reload?: () => void;
}

/**
 * The session of this browser tab (ARCHITECTURE §3): auth, theme, language and plan state,
 * the commands that change them, and the background loops of a signed-in user. The shell
 * creates one and calls `start()`; everybody else reads it through the hooks in `react.tsx`.
 *
 * Commands return Promises that resolve when they are done and never reject: failures
 * land in state as error keys, where the screens read them.
 */
export class SessionBus {
  private readonly api: SessionApi;
  private readonly scheduler: SchedulerLike;
  private readonly storage: KeyValueStorage;
  private readonly reload: () => void;

  private readonly authSubject: BehaviorSubject<AuthState>;
  private readonly themeSubject: BehaviorSubject<Theme>;
  private readonly languageSubject: BehaviorSubject<LanguageCode>;
  private readonly planSubject = new BehaviorSubject<UserPricingPlanResponse | null>(null);
  private readonly planErrorSubject = new BehaviorSubject<string | null>(null);

  readonly auth$: Observable<AuthState>;
  readonly theme$: Observable<Theme>;
  readonly language$: Observable<LanguageCode>;
  readonly plan$: Observable<UserPricingPlanResponse | null>;
  /** The key of the last failed plan poll (`error/unknown` when the failure had none). */
  readonly planError$: Observable<string | null>;

  /** Emits at logout (or dispose): ends the background loops and any command on its way. */
  private readonly sessionEnd$ = new Subject<void>();
  private readonly planRefresh$ = new Subject<void>();
  private backgroundRunning = false;
  private started = false;

  constructor(options: SessionBusOptions) {
    this.api = options.api;
    this.scheduler = options.scheduler ?? asyncScheduler;
    this.storage = options.storage ?? browserStorage;
    this.reload = options.reload ?? (() => window.location.assign('/'));

    this.authSubject = new BehaviorSubject<AuthState>({
      user: null,
      loading: false,
      error: null,
      errorNewGuest: null,
      isLogged: Boolean(this.storage.get(StorageKey.accessToken)),
      completeSignupEmail: false,
      completeSignupEmailLoading: false,
      completeSignupEmailError: null,
    });
    this.themeSubject = new BehaviorSubject(parseTheme(this.storage.get(StorageKey.theme)));
    this.languageSubject = new BehaviorSubject(
      normalizeLanguage(this.storage.get(StorageKey.language)),
    );

    this.auth$ = this.authSubject.asObservable();
    this.theme$ = this.themeSubject.asObservable();
    this.language$ = this.languageSubject.asObservable();
    this.plan$ = this.planSubject.asObservable();
    this.planError$ = this.planErrorSubject.asObservable();
  }

  get auth(): AuthState {
    return this.authSubject.value;
  }
  get theme(): Theme {
    return this.themeSubject.value;
  }
  get language(): LanguageCode {
    return this.languageSubject.value;
  }
  get plan(): UserPricingPlanResponse | null {
    return this.planSubject.value;
  }
  get planError(): string | null {
    return this.planErrorSubject.value;
  }

  /**
   * Spec §4 "At app start": with a stored token, load the current user (whose success starts
   * the background loops). Runs once; resolves when that first load is done.
   */
  start(): Promise<void> {
    if (this.started || !this.storage.get(StorageKey.accessToken)) {
      this.started = true;
      return Promise.resolve();
    }
    this.started = true;
    return this.runCommand(this.loadMe$());
  }

  // ---- auth commands (spec §4 "Auth transitions")

  signIn(form: LoginRequest): Promise<void> {
    return this.runCommand(
      this.authenticate$(() => this.api.login(form), ClientErrorKey.signInFailed),
    );
  }

  signUp(form: RegisterRequest): Promise<void> {
    return this.runCommand(
      this.authenticate$(() => this.api.register(form), ClientErrorKey.signUpFailed),
    );
  }

  /** Creates a guest (needs the Turnstile widget's token), then loads its profile. */
  newGuest(turnstileToken: string): Promise<void> {
    const guest$ = defer(() => {
      this.patchAuth({ errorNewGuest: null });
      return call(() => this.api.newGuest({ turnstileToken }));
    }).pipe(
      tap(({ access_token, guest_code }) => {
        this.storage.set(StorageKey.accessToken, access_token);
        this.storage.set(StorageKey.guestCode, guest_code);
        this.patchAuth({ isLogged: true });
      }),
      catchError((error: unknown) => {
        this.patchAuth({
          errorNewGuest: errorKey(error, ClientErrorKey.newGuestFailed),
          isLogged: false,
          user: null,
        });
        return EMPTY;
      }),
      switchMap(() => this.loadMe$()),
    );
    return this.runCommand(guest$);
  }

  loadMe(): Promise<void> {
    return this.runCommand(this.loadMe$());
  }

  /** A guest becomes a member; the answer is the updated user. */
  completeSignupEmail(form: CompleteSignupEmailRequest): Promise<void> {
    const complete$ = defer(() => {
      this.patchAuth({ completeSignupEmailLoading: true, completeSignupEmailError: null });
      return call(() => this.api.completeSignupEmail(form));
    }).pipe(
      tap((user) => {
        // No longer a guest: the stored guest code would say otherwise.
        this.storage.remove(StorageKey.guestCode);
        this.patchAuth({ user, completeSignupEmail: true, completeSignupEmailLoading: false });
      }),
      catchError((error: unknown) => {
        this.patchAuth({
          completeSignupEmail: false,
          completeSignupEmailLoading: false,
          completeSignupEmailError: errorKey(error, ClientErrorKey.completeSignupFailed),
        });
        return EMPTY;
      }),
    );
    return this.runCommand(complete$);
  }

  /**
   * Spec §4 "Sign out": clears the user and the error, nothing else. To end the session
   * (storage, loops, reload) use `logout()`.
   */
  signOut(): void {
    this.patchAuth({ user: null, error: null });
  }

  /** Ends the session: forgets the token and guest code, stops the loops, reloads at `/`. */
  logout(): void {
    this.storage.remove(StorageKey.accessToken);
    this.storage.remove(StorageKey.guestCode);
    this.endSession();
    this.planSubject.next(null);
    this.planErrorSubject.next(null);
    this.patchAuth({ user: null, isLogged: false });
    this.reload();
  }

  /** After a translation, before the next profile load says so. */
  decreaseTransactionCount(): void {
    const { user } = this.auth;
    if (user && user.transaction_count > 0) {
      this.patchAuth({ user: { ...user, transaction_count: user.transaction_count - 1 } });
    }
  }

  /** One keep-alive now; no state of its own. */
  checkAlive(): Promise<void> {
    return this.runCommand(call(() => this.api.alive()).pipe(catchError(() => EMPTY)));
  }

  /** One quota check now; when the quota changed, the user and the plan are reloaded. */
  checkQuota(): Promise<void> {
    const check$ = call(() => this.api.quotaCheck()).pipe(
      tap((answer) => {
        if (answer.has_changed) this.onQuotaChanged();
      }),
      catchError(() => EMPTY),
    );
    return this.runCommand(check$);
  }

  // ---- preferences

  /** Flips the theme and remembers it. */
  toggleTheme(): void {
    const next: Theme = this.theme === 'light' ? 'dark' : 'light';
    this.storage.set(StorageKey.theme, next);
    this.themeSubject.next(next);
  }

  /** Spec §4: only sets the value; not stored. */
  setTheme(theme: Theme): void {
    if (theme !== this.theme) this.themeSubject.next(theme);
  }

  /** Keeps the body's `light` / `dark` class in step with the theme, until unsubscribed. */
  applyThemeToBody(body: HTMLElement): () => void {
    const subscription = this.theme$.subscribe((theme) => {
      body.classList.remove(theme === 'light' ? 'dark' : 'light');
      body.classList.add(theme);
    });
    return () => subscription.unsubscribe();
  }

  /** Takes any code (`cn` is `zh`, unsupported is the default) and remembers it. */
  setLanguage(code: string): void {
    const language = normalizeLanguage(code);
    this.storage.set(StorageKey.language, language);
    if (language !== this.language) this.languageSubject.next(language);
  }

  /** Stops the loops and commands on their way without logging out (tests, hot reload). */
  dispose(): void {
    this.endSession();
  }

  // ---- internals

  private patchAuth(changes: Partial<AuthState>): void {
    this.authSubject.next({ ...this.authSubject.value, ...changes });
  }

  private runCommand(command$: Observable<unknown>): Promise<void> {
    return new Promise((resolve) => {
      // Failures are already in state; a logout in the meantime just ends the command.
      command$
        .pipe(takeUntil(this.sessionEnd$))
        .subscribe({ complete: () => resolve(), error: () => resolve() });
    });
  }

  private authenticate$(request: () => ObservableInput<AuthResponse>, fallbackKey: string) {
    return defer(() => {
      this.patchAuth({ loading: true, error: null });
      return call(request);
    }).pipe(
      tap(({ access_token, user }) => {
        this.storage.set(StorageKey.accessToken, access_token);
        // A member's token replaces any guest session this browser had.
        this.storage.remove(StorageKey.guestCode);
        this.patchAuth({ user, loading: false, isLogged: true });
        this.startBackground();
      }),
      catchError((error: unknown) => {
        this.patchAuth({ loading: false, error: errorKey(error, fallbackKey) });
        return EMPTY;
      }),
    );
  }

  private loadMe$(): Observable<never> {
    return call(() => this.api.me()).pipe(
      tap((user) => {
        this.patchAuth({ user, isLogged: true });
        this.startBackground();
      }),
      catchError((error: unknown) => {
        this.patchAuth({
          error: errorKey(error, ClientErrorKey.getUserFailed),
          isLogged: false,
          user: null,
        });
        return EMPTY;
      }),
      ignoreElements(),
    );
  }

  private onQuotaChanged(): void {
    void this.loadMe();
    this.planRefresh$.next();
  }

  /** Once per session, when the user's profile has first loaded (ARCHITECTURE §3). */
  private startBackground(): void {
    if (this.backgroundRunning) return;
    this.backgroundRunning = true;
    const untilSessionEnd = takeUntil<never>(this.sessionEnd$);

    // Plan first, so that a quota change seen at once can already ask it to refresh.
    this.planRefresh$
      .pipe(
        startWith(undefined),
        switchMap(() =>
          planPolling$(
            () => this.api.userPricingPlan(),
            this.scheduler,
            (plan) => {
              this.planSubject.next(plan);
              this.planErrorSubject.next(null);
            },
            (error) => this.planErrorSubject.next(errorKey(error, ClientErrorKey.unknown)),
          ),
        ),
        untilSessionEnd,
      )
      .subscribe();
    quotaCheck$(
      () => this.api.quotaCheck(),
      this.scheduler,
      () => this.onQuotaChanged(),
    )
      .pipe(untilSessionEnd)
      .subscribe();
    keepAlive$(() => this.api.alive(), this.scheduler)
      .pipe(untilSessionEnd)
      .subscribe();
  }

  private endSession(): void {
    this.sessionEnd$.next();
    this.backgroundRunning = false;
  }
}

export function createSessionBus(options: SessionBusOptions): SessionBus {
  return new SessionBus(options);
}
