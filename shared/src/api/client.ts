import { ErrorKey } from '../contracts/error-keys';
import type {
  AliveResponse,
  AuthProvidersResponse,
  AuthResponse,
  CompleteSignupEmailRequest,
  ContactRequest,
  ContactResponse,
  CourseBuyResponse,
  CourseComment,
  CourseCommentListResponse,
  CourseDetail,
  CourseFilterRequest,
  CourseFilterResponse,
  CourseRateResponse,
  FeaturedCourseResponse,
  LessonCourseQuery,
  LessonSummary,
  ForgotPasswordRequest,
  Language,
  Level,
  LoginRequest,
  NewGuestRequest,
  NewGuestResponse,
  OkResponse,
  PricingPlan,
  QuotaCheckResponse,
  RegisterRequest,
  ResetPasswordRequest,
  User,
  UserPricingPlanResponse,
} from '../contracts';
import { storage, StorageKey } from '../storage';
import { ApiError, ClientErrorKey } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Protected call: sends the bearer token, and a 401 ends the session. Default true. */
  auth?: boolean;
}

export interface ApiClientOptions {
  /** Default `/api` (the shell forwards it to the API). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Default: the stored access token. */
  getToken?: () => string | null;
  /** A protected call answered 401 (spec §4 "HTTP 401"). Default: forget the session, go to /signin. */
  onUnauthorized?: () => void;
}

function endSessionAndGoToSignIn(): void {
  storage.remove(StorageKey.accessToken);
  storage.remove(StorageKey.guestCode);
  window.location.assign('/signin');
}

function isErrorResponse(body: unknown): body is { message: string } {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode, message } = body as Record<string, unknown>;
  return typeof statusCode === 'number' && typeof message === 'string' && message !== '';
}

/** For error answers that are not the API's own JSON (a proxy, a gateway, a dev server). */
function keyForStatus(status: number): string {
  if (status >= 500) return ClientErrorKey.serverBusy;
  switch (status) {
    case 400:
      return ErrorKey.requestInvalid;
    case 401:
      return ErrorKey.unauthorized;
    case 404:
      return ErrorKey.notFound;
    case 413:
      return ErrorKey.bodyTooLarge;
    case 415:
      return ErrorKey.unsupportedMediaType;
    case 429:
      return ErrorKey.tooManyRequests;
    default:
      return ClientErrorKey.unknown;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The typed client of the API (spec §7). Every failure is an `ApiError`. */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  // Called through a wrapper: window.fetch throws "Illegal invocation" when detached.
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getToken = options.getToken ?? (() => storage.get(StorageKey.accessToken));
  const onUnauthorized = options.onUnauthorized ?? endSessionAndGoToSignIn;

  async function request<T>(
    method: HttpMethod,
    path: string,
    { body, auth = true }: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // Only with a body: Fastify refuses a JSON content type on an empty body.
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = auth ? getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    let text: string;
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      text = await response.text();
    } catch {
      throw new ApiError(0, ClientErrorKey.networkUnreachable);
    }

    const parsed = text === '' ? undefined : parseJson(text);
    if (!response.ok) {
      // Login answers 401 for a wrong password: only protected calls end the session.
      if (response.status === 401 && auth) onUnauthorized();
      const key = isErrorResponse(parsed) ? parsed.message : keyForStatus(response.status);
      throw new ApiError(response.status, key);
    }
    // A 200 that is not JSON is not the API (e.g. a single-page server answering index.html).
    if (text !== '' && parsed === undefined) {
      throw new ApiError(response.status, ClientErrorKey.serverBusy);
    }
    return parsed as T;
  }

  const get = <T>(path: string, auth = true) => request<T>('GET', path, { auth });
  const post = <T>(path: string, body: unknown, auth = true) =>
    request<T>('POST', path, { body, auth });

  return {
    /** For calls without a typed method yet; prefer adding one here. */
    request,

    // auth (public)
    login: (form: LoginRequest) => post<AuthResponse>('/auth/login', form, false),
    register: (form: RegisterRequest) => post<AuthResponse>('/auth/register', form, false),
    newGuest: (form: NewGuestRequest) => post<NewGuestResponse>('/auth/new-guest', form, false),
    forgotPassword: (form: ForgotPasswordRequest) =>
      post<OkResponse>('/auth/forgot-password', form, false),
    resetPassword: (form: ResetPasswordRequest) =>
      post<AuthResponse>('/auth/reset-password', form, false),
    authProviders: () => get<AuthProvidersResponse>('/auth/providers', false),

    // user (protected)
    me: () => get<User>('/user/me'),
    alive: () => get<AliveResponse>('/user/alive'),
    quotaCheck: () => get<QuotaCheckResponse>('/user/quota/check'),
    completeSignupEmail: (form: CompleteSignupEmailRequest) =>
      post<User>('/user/complete-signup/email', form),

    // catalog (public)
    levels: () => get<Level[]>('/level/list', false),
    languages: () => get<Language[]>('/language/list', false),

    // pricing
    pricingPlans: () => get<PricingPlan[]>('/pricing_plan/list', false),
    userPricingPlan: () => get<UserPricingPlanResponse>('/user_pricing_plan/me'),

    // contact (public)
    contact: (form: ContactRequest) => post<ContactResponse>('/contact', form, false),

    // courses (protected)
    filterCourses: (filter: CourseFilterRequest) =>
      post<CourseFilterResponse>('/course/filter', filter),
    featuredCourse: () => get<FeaturedCourseResponse>('/course/featured'),
    courseDetail: (courseId: number) => get<CourseDetail>(`/course/detail/${courseId}`),
    buyCourse: (courseId: number) =>
      post<CourseBuyResponse>('/course/buy', { course_id: courseId }),
    viewCourse: (courseId: number) => post<OkResponse>('/course/view', { course_id: courseId }),
    addCourseRecent: (courseId: number) =>
      post<OkResponse>('/course_recent/add', { course_id: courseId }),
    lessonsOfCourse: (courseId: number, query: LessonCourseQuery = {}) => {
      const params = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      return get<LessonSummary[]>(`/lesson/course/${courseId}${params ? `?${params}` : ''}`);
    },
    courseComments: (courseId: number, page: number) =>
      get<CourseCommentListResponse>(`/course/comments/${courseId}?page=${page}`),
    addCourseComment: (courseId: number, body: string) =>
      post<CourseComment>('/course/comment', { course_id: courseId, body }),
    deleteCourseComment: (commentId: number) =>
      request<OkResponse>('DELETE', `/course/comment/${commentId}`),
    rateCourse: (courseId: number, rating: number) =>
      post<CourseRateResponse>('/course/rate', { course_id: courseId, rating }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
