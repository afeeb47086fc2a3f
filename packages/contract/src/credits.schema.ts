import { z } from 'zod/mini';
import {
  CHECKIN_NOTE_MAX,
  CHECKIN_OUTCOMES,
  CLAIM_WINDOW_MAX_HOURS,
  CLAIM_WINDOW_MIN_HOURS,
  CREDIT_REQUEST_STATUSES,
  MAX_PHOTOS_PER_LINE,
  REVIEW_NOTE_MAX,
} from '@storefront/domain';
import { DecimalIn, MAX_INT_ID } from './common.schema';

/**
 * Delivery check-in and credit requests (issue 33). The buyer checks in an invoiced order line by line (received,
 * short, damaged, wrong product, quality); photos of damaged lines are uploaded first (POST /api/checkin/photos) and
 * named by their key. A check-in with a problem becomes a credit request, reviewed on /credits by the customer's
 * salesperson or an administrator; approving it (all or part) writes a credit memo (A/R record type 6) that Account
 * Summary, Account Details and Make Payment show. Money is decimal text with 2 places, quantities 2 places in the
 * line's unit, times epoch milliseconds.
 */

/** What the buyer found of a line: 'received' (as invoiced), 'short', 'damaged', 'wrong' (wrong product), 'quality'. */
export const CheckinOutcome = z.enum(CHECKIN_OUTCOMES);
export type CheckinOutcome = z.infer<typeof CheckinOutcome>;

/** A photo's key, as POST /api/checkin/photos answers it: 32 hex digits. */
export const PhotoKey = z.string().check(z.regex(/^[0-9a-f]{32}$/));
export const PhotoKeyParams = z.object({ photoKey: PhotoKey });

/**
 * One line as found. `lineNumber` is the order line's number (OrderView lines, in order). `quantity` (line's unit,
 * above 0, 2 decimals, at most what shipped) is required for 'short' and 'damaged'; for 'wrong' and 'quality' it
 * defaults to all that shipped; 'received' takes none. `note` is required for 'quality'. `photos` (at most 3, keys of
 * this customer's uploads not yet used) are for 'damaged' lines.
 */
export const CheckinLineIn = z.object({
  lineNumber: z.int().check(z.minimum(1), z.maximum(10_000)),
  outcome: CheckinOutcome,
  quantity: z.optional(z.nullable(DecimalIn)),
  note: z.optional(z.string().check(z.maxLength(CHECKIN_NOTE_MAX))),
  photos: z.optional(z.array(PhotoKey).check(z.maxLength(MAX_PHOTOS_PER_LINE))),
});
export type CheckinLineIn = z.infer<typeof CheckinLineIn>;

/**
 * POST /api/orders/{orderNumber}/checkin (the customer's users, or a salesperson acting for the customer; the order
 * must be Invoiced). Lines left out were received. Once per order: a second check-in is refused with 409. A problem
 * line outside its main category's claim window is refused with 400 naming the rule.
 */
export const CheckinRequest = z.object({
  lines: z.array(CheckinLineIn).check(z.maxLength(1_000)),
});
export type CheckinRequest = z.infer<typeof CheckinRequest>;

/** POST /api/checkin/photos answers the stored photo: its key (for CheckinLineIn.photos) and address. */
export const CheckinPhoto = z.object({
  photoKey: z.string(),
  /** GET it with the session's Authorization header: /api/checkin/photos/{photoKey} (image/webp). */
  url: z.string(),
  width: z.int(),
  height: z.int(),
  /** Size of the stored WebP, in bytes. */
  bytes: z.int(),
});
export type CheckinPhoto = z.infer<typeof CheckinPhoto>;

/** Upload limits the client can check before sending: raw image body (image/jpeg, png, webp or gif). */
export const CHECKIN_PHOTO_LIMITS = {
  /** Body size of one upload. */
  maxBytes: 8 * 1024 * 1024,
  /** Decoded size: at most 24 megapixels (more is refused as a decompression bomb). */
  maxPixels: 24_000_000,
  /** Stored fitted within this many pixels on each side. */
  storedMaxPx: 1_600,
  perLine: MAX_PHOTOS_PER_LINE,
  /** Uploads not yet named by a check-in, per customer (older than a day are discarded). */
  maxWaiting: 30,
} as const;

export const CreditRequestStatus = z.enum(CREDIT_REQUEST_STATUSES);
export type CreditRequestStatus = z.infer<typeof CreditRequestStatus>;

/** A credit request's number: CR- and six or more digits. */
export const CreditNumber = z.string().check(z.regex(/^CR-\d{6,9}$/));
export const CreditNumberParams = z.object({ number: CreditNumber });

/** One claimed line of a request, as requested and as reviewed. */
export const CreditRequestLine = z.object({
  lineNumber: z.int(),
  /** What shipped (a substitute's code and description when one did). */
  productCode: z.string(),
  description: z.string(),
  outcome: CheckinOutcome,
  /** 'Short', 'Damaged', 'Wrong product', 'Quality'. */
  outcomeLabel: z.string(),
  quantity: z.string(),
  unit: z.string(),
  /** Claimed credit at the invoiced price. */
  amount: z.string(),
  note: z.string(),
  /** Set once reviewed. */
  approvedQuantity: z.nullable(z.string()),
  approvedAmount: z.nullable(z.string()),
  /** Addresses of the line's photos (GET with the session's Authorization header). */
  photos: z.array(z.string()),
});
export type CreditRequestLine = z.infer<typeof CreditRequestLine>;

/** A request as the /credits list shows it. */
export const CreditRequestSummary = z.object({
  number: z.string(),
  status: CreditRequestStatus,
  customerKey: z.int(),
  customerName: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string(),
  requestedAmount: z.string(),
  approvedAmount: z.nullable(z.string()),
  createdAt: z.number(),
  /** Who checked the delivery in. */
  requestedBy: z.string(),
});
export type CreditRequestSummary = z.infer<typeof CreditRequestSummary>;

/** GET /api/credits/{number}: the request with its lines, photos and review. */
export const CreditRequestDetail = z.object({
  ...CreditRequestSummary.shape,
  deliveryDate: z.nullable(z.string()),
  lines: z.array(CreditRequestLine),
  reviewerNote: z.string(),
  reviewedBy: z.nullable(z.string()),
  reviewedAt: z.nullable(z.number()),
  /** The credit memo's A/R code (the request's number) once approved; null otherwise. */
  creditMemo: z.nullable(z.string()),
  /** Whether the caller may review it (a salesperson of the customer or an administrator, while Open). */
  canReview: z.boolean(),
});
export type CreditRequestDetail = z.infer<typeof CreditRequestDetail>;

/** What one check-in line recorded. */
export const CheckinLine = z.object({
  lineNumber: z.int(),
  productCode: z.string(),
  description: z.string(),
  outcome: CheckinOutcome,
  quantity: z.nullable(z.string()),
  unit: z.string(),
  note: z.string(),
});

/** POST (and GET) /api/orders/{orderNumber}/checkin: the check-in as recorded, with its credit request when it had a problem. */
export const CheckinResult = z.object({
  orderNumber: z.string(),
  checkedInAt: z.number(),
  checkedInBy: z.string(),
  /** 'Received': no problem; 'Credit requested': see creditRequest. */
  result: z.enum(['Received', 'Credit requested']),
  lines: z.array(CheckinLine),
  creditRequest: z.nullable(CreditRequestDetail),
});
export type CheckinResult = z.infer<typeof CheckinResult>;

const PageNumber = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)));

/**
 * GET /api/credits: newest first. A customer's user sees their customer's requests, a salesperson their customers',
 * an administrator all; `customerKey` narrows to one of those (another's is refused with 403). Page size at most 100.
 */
export const CreditListQuery = z.object({
  status: z.optional(CreditRequestStatus),
  customerKey: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_INT_ID))),
  page: PageNumber,
  pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type CreditListQuery = z.infer<typeof CreditListQuery>;

export const CreditRequestPage = z.object({
  requests: z.array(CreditRequestSummary),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type CreditRequestPage = z.infer<typeof CreditRequestPage>;

/**
 * A line approved in part: `approvedQuantity` (at most the quantity claimed; the amount follows at the line's price)
 * or `approvedAmount` (dollars, at most the amount claimed), exactly one.
 */
export const CreditReviewLineIn = z.object({
  lineNumber: z.int().check(z.minimum(1), z.maximum(10_000)),
  approvedQuantity: z.optional(DecimalIn),
  approvedAmount: z.optional(DecimalIn),
});
export type CreditReviewLineIn = z.infer<typeof CreditReviewLineIn>;

const ReviewNote = z.optional(z.string().check(z.maxLength(REVIEW_NOTE_MAX)));

/**
 * POST /api/credits/{number} (the customer's salespeople and administrators, while the request is Open): 'approve'
 * approves every line in full; 'partial' approves the lines named as given (lines left out: nothing) and needs more
 * than 0 in all; 'reject' approves nothing and needs a note saying why. Answers the reviewed request; a request already
 * reviewed (another tab, another reviewer) is refused with 409 and no second memo is written.
 */
export const CreditReviewRequest = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), note: ReviewNote }),
  z.object({
    decision: z.literal('partial'),
    note: ReviewNote,
    lines: z.array(CreditReviewLineIn).check(z.minLength(1), z.maxLength(1_000)),
  }),
  z.object({ decision: z.literal('reject'), note: ReviewNote }),
]);
export type CreditReviewRequest = z.infer<typeof CreditReviewRequest>;

const WindowHours = z.int().check(z.minimum(CLAIM_WINDOW_MIN_HOURS), z.maximum(CLAIM_WINDOW_MAX_HOURS));

/**
 * The credit policy: claims of a main category's lines must be made within its window, counted in hours from the end
 * of the delivery date (the order's delivery date, else its invoice date) in the site's time zone. A main category
 * without its own window uses the site default.
 */
export const CreditPolicy = z.object({
  defaultWindowHours: z.int(),
  categories: z.array(
    z.object({
      mainCategoryCode: z.string(),
      description: z.string(),
      /** Null: the site default applies. */
      windowHours: z.nullable(z.int()),
    }),
  ),
});
export type CreditPolicy = z.infer<typeof CreditPolicy>;

/** PUT /api/admin/credit-policy: the whole policy (categories left out, or null, use the default). 1 hour to 1 year. */
export const CreditPolicyUpdate = z.object({
  defaultWindowHours: WindowHours,
  categories: z
    .array(
      z.object({
        mainCategoryCode: z.string().check(z.minLength(1), z.maxLength(10)),
        windowHours: z.nullable(WindowHours),
      }),
    )
    .check(z.maxLength(500)),
});
export type CreditPolicyUpdate = z.infer<typeof CreditPolicyUpdate>;
