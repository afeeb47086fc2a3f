import { z } from 'zod/mini';

/** One hidden input of the form the page posts to the procurement system. */
export const PunchoutField = z.object({ name: z.string(), value: z.string() });
export type PunchoutField = z.infer<typeof PunchoutField>;

/**
 * POST /api/punchout/createmessage (spec 3 §7: postbackUrl, body). `body` is the encoded message: for cXML the value
 * of the buyer's field (cxml-urlencoded: the document; cxml-base64: its Base64), for OCI the fields URL-encoded.
 * `fields` lists every hidden input to post (name and value) and `target` the frame to post into.
 */
export const PunchoutMessage = z.object({
  postbackUrl: z.string(),
  body: z.string(),
  fields: z.array(PunchoutField),
  target: z.string(),
});
export type PunchoutMessage = z.infer<typeof PunchoutMessage>;

export const PUNCHOUT_PROTOCOLS = ['cxml', 'oci'] as const;
export const PUNCHOUT_ENCODINGS = ['cxml-urlencoded', 'cxml-base64', 'oci'] as const;

export const PunchoutIdentity = z.object({
  role: z.enum(['from', 'sender']),
  deploymentMode: z.enum(['test', 'production']),
  domain: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  identity: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
});
export type PunchoutIdentity = z.infer<typeof PunchoutIdentity>;

const UnitCode = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(10), z.regex(/^[A-Za-z0-9]+$/, 'must be letters and digits'));

/** A procurement system as /admin shows it (never its shared secret or password). */
export const PunchoutBuyer = z.object({
  id: z.int(),
  name: z.string(),
  protocol: z.enum(PUNCHOUT_PROTOCOLS),
  customerKey: z.int(),
  customerName: z.string(),
  shipToCode: z.nullable(z.string()),
  /** cXML: the credentials it sends as From and Sender. */
  identities: z.array(PunchoutIdentity),
  /** cXML: our identity in its To credential. */
  toIdentity: z.nullable(z.string()),
  hasSharedSecret: z.boolean(),
  /** OCI: the USERNAME it sends. */
  username: z.string(),
  returnUrls: z.array(z.string()),
  unitMap: z.record(z.string(), z.string()),
  unspscDefault: z.string(),
  transferEncoding: z.enum(PUNCHOUT_ENCODINGS),
  enabled: z.boolean(),
});
export type PunchoutBuyer = z.infer<typeof PunchoutBuyer>;

/** POST /api/admin/punchout/buyers and PUT .../{id}: a secret or password left out keeps the stored one. */
export const PunchoutBuyerInput = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  protocol: z.enum(PUNCHOUT_PROTOCOLS),
  customerKey: z.int().check(z.minimum(1)),
  shipToCode: z.nullable(z.string().check(z.trim(), z.maxLength(20))),
  identities: z.array(PunchoutIdentity).check(z.maxLength(20)),
  toIdentity: z.nullable(z.string().check(z.trim(), z.maxLength(100))),
  sharedSecret: z.optional(z.string().check(z.minLength(12), z.maxLength(200))),
  username: z.string().check(z.trim(), z.minLength(3), z.maxLength(100)),
  password: z.optional(z.string().check(z.minLength(8), z.maxLength(200))),
  returnUrls: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(500)))
    .check(z.minLength(1), z.maxLength(20)),
  unitMap: z.record(UnitCode, UnitCode).check(z.refine((m) => Object.keys(m).length <= 50, 'at most 50 units')),
  unspscDefault: z.string().check(z.trim(), z.maxLength(20), z.regex(/^\d*$/, 'must be digits')),
  transferEncoding: z.enum(PUNCHOUT_ENCODINGS),
  enabled: z.boolean(),
});
export type PunchoutBuyerInput = z.infer<typeof PunchoutBuyerInput>;
