/**
 * The one home of the specification's constants (docs/requirements.md §9 unless noted). Machines, the API client, the server
 * and the generated diagrams read them from here; nothing else writes these numbers.
 */

/** Request timeout (docs/requirements.md §9). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Max request/response size, bytes (docs/requirements.md §9). */
export const MAX_BODY_BYTES = 10_485_760;
/** Max redirects the client follows (docs/requirements.md §9). */
export const MAX_REDIRECTS = 3;

/** Toasts (docs/requirements.md §9): default 4 s, bottom-right, one visible at a time. */
export const TOAST_DURATION_MS = 4_000;
export const ERROR_TOAST_DURATION_MS = 5_000;
export const TOAST_VISIBLE_LIMIT = 1;
export const TOAST_POSITION = 'bottom-right' as const;

/** Redirect delays (docs/requirements.md §4, §9). */
export const POST_LOGIN_REDIRECT_MS = 250;
export const POST_REGISTRATION_REDIRECT_MS = 100;
export const UNAUTHORIZED_REDIRECT_RETRY_MS = 500;
export const ALREADY_REGISTERED_REDIRECT_MS = 3_000;

/** Token validity rule (docs/requirements.md §5). */
export const TOKEN_MIN_LENGTH = 10;
export const TOKEN_PATTERN_MIN_LENGTH = 20;

/** OTP (docs/requirements.md §5, §9; docs/decisions.md). */
export const OTP_LENGTH = 6;
export const OTP_RESEND_WAIT_S = 120;
export const OTP_VALIDITY_MS = 10 * 60_000;
/** How long an invitation link to a hiring team works (docs/teams.md "Invitations"). */
export const INVITATION_VALIDITY_DAYS = 7;
export const OTP_MAX_WRONG_TRIES = 5;

/** Passwords (docs/requirements.md §5). */
export const SIGNUP_PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MIN = 6;

/** Login lockout (docs/requirements.md §8; docs/decisions.md). */
export const LOCKOUT_DEFAULT_MINUTES = 2;
export const LOCKOUT_MESSAGE_DURATION_MS = 5_000;
export const LOCKOUT_TICK_MS = 1_000;
export const LOGIN_MAX_FAILURES_PER_EMAIL = 5;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** A refused login warns of the attempts left once this few are left (docs/decisions.md "Login lockout"). */
export const LOGIN_ATTEMPTS_WARN_AT = 3;
/** The header of a refused login that says how many attempts are left before the lockout. */
export const LOGIN_ATTEMPTS_LEFT_HEADER = 'Login-Attempts-Left';

/** Company and contact data loading (docs/requirements.md §4). */
export const DATA_LOADING_TIMEOUT_MS = 15_000;

/** Client data cache (docs/requirements.md §9). */
export const QUERY_STALE_MS = 5 * 60_000;
export const QUERY_GC_MS = 10 * 60_000;
export const QUERY_RETRY = 1;

/** Page-load failure: one automatic reload before the error screen (docs/requirements.md §2). */
export const PAGE_LOAD_AUTO_RELOADS = 1;

/** Image sizes for logos (docs/requirements.md §3, §9), in CSS pixels. */
export const IMAGE_SIZES = { sm: 32, md: 48, lg: 64, xl: 96 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
/** An uploaded image's longest side at each size, in pixels: twice its CSS box, sharp on 2× screens (docs/decisions.md Images). */
export const IMAGE_PIXELS = { sm: 64, md: 96, lg: 128, xl: 192 } as const satisfies Record<ImageSize, number>;

/** Lists (docs/decisions.md). */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Devices one account keeps subscribed to push notifications; another subscribing removes the one subscribed longest ago. */
export const PUSH_DEVICES_MAX = 20;

/** Industry options (docs/requirements.md §3), in the spec's order. */
export const INDUSTRIES = [
  'Technology', 'Education', 'Healthcare', 'Finance', 'Retail', 'Manufacturing', 'Construction',
  'Transportation', 'Hospitality', 'Media', 'Non-Profit', 'Government', 'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Display defaults (docs/requirements.md §1). */
export const DEFAULT_INDUSTRY: Industry = 'Technology';

/**
 * Marketing figures (docs/requirements.md §1): claims, not counts. The jobs, job seekers, companies and industries
 * are "at least" (shown as 50K+, ५० हजार+: formatAtLeast in src/domain/format.ts); provinces and districts are exact.
 */
export const CLAIMED_FIGURES = {
  activeJobs: 50_000, jobSeekers: 100_000, companies: 5_000, provinces: 7, districts: 77, industries: 20,
} as const;

/** Nepal's time zone (docs/decisions.md). */
export const TIME_ZONE = 'Asia/Kathmandu';

/** Keys in browser storage (docs/requirements.md §3). */
export const STORAGE_KEYS = {
  token: 'jagir.token',
  user: 'jagir.user',
  rememberedEmail: 'jagir.rememberedEmail',
  profile: 'jagir.profile',
  profileSetupSkipped: 'jagir.profileSetupSkipped',
  profileLoadFailed: 'jagir.profileLoadFailed',
  profileFailureCount: 'jagir.profileFailureCount',
  loginRedirect: 'jagir.loginRedirect',
  /** The reader's language and digits on this device (docs/i18n.md "Choosing the language"). */
  locale: 'jagir.locale',
  digits: 'jagir.digits',
  /** A job seeker's own session, apart from the employer's (docs/seekers.md "Sessions"). */
  seeker: 'jagir.seeker',
} as const;

/** Auth screens (docs/requirements.md §2, §4). */
export const SIGNUP_VISIBLE_STEPS = 5;
export const OTP_COUNTDOWN_TICK_MS = 1_000;
/** Keys in sessionStorage: values that must survive a reload of this tab only. */
export const SESSION_STORAGE_KEYS = {
  pageLoadReloads: 'jagir.pageLoadReloads',
} as const;
/** Pages where a 401 needs no second redirect try (docs/requirements.md §4). */
export const AUTH_PAGES = ['/login', '/signup', '/forgot-password'] as const;

/** Jobs (docs/decisions.md Job; the same limits are in openapi `JobWrite`). */
export const JOB_TITLE_MAX = 200;
export const JOB_TEXT_MAX = 20_000;
export const JOB_ADDRESS_MAX = 500;
export const JOB_SKILLS_MAX = 50;
export const JOB_SKILL_NAME_MAX = 100;
export const JOB_EXPERIENCE_MAX_YEARS = 50;
/** Openings one job may list (docs/decisions.md "Hostile input"). */
export const JOB_VACANCIES_MAX = 1000;
/** Ceiling on a monthly salary in NPR (1 crore): catches paisa typed where rupees were meant. */
export const JOB_SALARY_MAX_NPR = 10_000_000;

/** Reason for an application status change (openapi `ApplicationStatusUpdate.reason`). */
export const APPLICATION_REASON_MAX = 1_000;
/** How long after marking a candidate hired the employer can undo it (docs/decisions.md "Application"). */
export const HIRE_UNDO_WINDOW_MS = 15_000;
/**
 * The server accepts an undo this much longer than the portal offers it: the portal's window starts when the hire's
 * answer arrives, and the undo may take a while to arrive on a weak connection.
 */
export const HIRE_UNDO_GRACE_MS = 15_000;

/**
 * Work waiting in an outbox for the server (swipe decisions, messages): backoff doubles from the base up to the cap
 * (docs/decisions.md Swipe, "Conversation / message").
 */
export const OUTBOX_RETRY_BASE_MS = 2_000;
export const OUTBOX_RETRY_MAX_MS = 60_000;
/** Background Sync tag of the workspace outbox: the page registers it, the service worker answers it. */
export const OUTBOX_SYNC_TAG = 'jagir-outbox';

/** Employer workspace. The react-query cache kept on the device for offline use: its IndexedDB database (docs/offline.md). */
export const QUERY_CACHE_STORAGE_KEY = 'jagir.queryCache';
/** The job seeker's space keeps its answers apart, in a database of its own (docs/seekers.md "Offline"). */
export const SEEKER_QUERY_CACHE_STORAGE_KEY = 'jagir.seekerQueryCache';
/** An answer fetched longer ago than this is not kept or shown. */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60_000;
/**
 * New answers are written to the device this long after the first of them (and at once when the page is hidden):
 * short, so a screen just opened is kept even if the app is closed right after.
 */
export const QUERY_CACHE_SAVE_THROTTLE_MS = 250;
/** Unsaved job form drafts on the device: one key per account and job (or `new`) after this prefix. */
export const JOB_FORM_DRAFT_KEY_PREFIX = 'jagir.jobDraft.';
/** A job seeker's PDF résumé (openapi `ApplyForm.resume`, `SeekerResumeUpload.resume`). */
export const APPLY_RESUME_MAX_BYTES = 5 * 1_048_576;
/** A job seeker's own profile (openapi `SeekerProfileUpdate`; docs/seekers.md "Profile"). */
export const SEEKER_NAME_MAX = 200;
export const SEEKER_HEADLINE_MAX = 200;
export const SEEKER_ABOUT_MAX = 5_000;
/** Jobs, and schools, one profile lists. */
export const SEEKER_ENTRIES_MAX = 20;
/** A job title, company or institution. */
export const SEEKER_ENTRY_TEXT_MAX = 200;
export const SEEKER_YEAR_MIN = 1950;
export const SEEKER_YEAR_MAX = 2100;
/** Applications counted as new on the overview, and the days in its chart (docs/decisions.md Dashboard stats). */
export const OVERVIEW_NEW_DAYS = 7;
export const OVERVIEW_CHART_DAYS = 30;

/** A saved applicant's note (openapi `SaveApplicantRequest.note`). */
export const SAVED_APPLICANT_NOTE_MAX = 2_000;

// ---- messages ----
/** A message's length (openapi `MessageBody`). */
export const MESSAGE_BODY_MAX = 5_000;
/** The live stream: a comment line this often keeps proxies from closing it and checks the session still exists. */
export const MESSAGE_STREAM_HEARTBEAT_MS = 25_000;
/** The live stream reconnects after this pause when it drops. */
export const MESSAGE_STREAM_RETRY_MS = 3_000;
/** Messages shown in a thread (the latest ones; openapi page_size maximum). */
export const MESSAGE_THREAD_SIZE = 100;

// ---- calendar ----
/** Calendar event kinds and statuses (docs/decisions.md "Calendar event"; openapi `CalendarEvent`). */
export const CALENDAR_EVENT_KINDS = ['interview', 'event'] as const;
export const CALENDAR_EVENT_STATUSES = ['scheduled', 'done', 'cancelled'] as const;
/** Field lengths (openapi `CalendarEventWrite`). */
export const CALENDAR_TITLE_MAX = 200;
export const CALENDAR_LOCATION_MAX = 300;
export const CALENDAR_URL_MAX = 2_000;
export const CALENDAR_NOTES_MAX = 5_000;
/** The longest an event may last (a whole working day and then some). */
export const CALENDAR_EVENT_MAX_MS = 24 * 3_600_000;
/** A list covers at most this range (`from`–`to`): a month grid with its edge weeks fits well inside. */
export const CALENDAR_RANGE_MAX_DAYS = 100;
/** Length the event form proposes for a new interview or event. */
export const CALENDAR_DEFAULT_DURATION_MIN = 60;
/** The subscription feed: events from this long ago onwards (phones keep what they fetched before). */
export const CALENDAR_FEED_PAST_DAYS = 90;

// ---- support ----
/** Ticket categories (openapi `SupportCategory`), in the order the form offers them. */
export const SUPPORT_CATEGORIES = ['account', 'jobs', 'applications', 'billing', 'technical', 'other'] as const;
/** Ticket fields (openapi `SupportTicketForm`). */
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 5_000;
/** Attachments per message and the size of each (images or PDF by content). */
export const SUPPORT_ATTACHMENTS_MAX = 5;
export const SUPPORT_ATTACHMENT_MAX_BYTES = 10 * 1_048_576;

// ---- settings ----
