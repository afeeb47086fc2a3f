import { randomBytes } from 'node:crypto';
import { CHECKIN_PHOTO_LIMITS, type CheckinPhoto } from '@storefront/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../platform/http/http-error';
import { reencodeImage } from '../../platform/images/reencode-image';
import { customerScopeOf, inScope } from './credit-scope.repository';
import type { CreditViewer } from './credit-viewer';
import { countWaitingPhotos, discardStalePhotos, findPhoto, insertPhoto } from './checkin-photo.repository';

/** An upload no check-in named within a day is discarded (the buyer gave up, or took another). */
const WAITING_MS = 24 * 3_600_000;
const PHOTO_QUALITY = 80;

export const photoUrl = (photoKey: string) => `/api/checkin/photos/${photoKey}`;
export const PHOTO_NOT_FOUND = 'This photo was not found.';

/**
 * POST /api/checkin/photos: a photo of a delivered line, for the customer the session acts for. Decoded and
 * re-encoded by sharp (reencodeImage: no image, or a decompression bomb, is a 400), fitted within 1600 pixels and
 * stored as WebP. At most CHECKIN_PHOTO_LIMITS.maxWaiting uploads per customer wait for a check-in at once (409
 * beyond); those older than a day are discarded first.
 */
export async function uploadCheckinPhoto(
  db: Db,
  bytes: Buffer,
  who: { customerId: number; userId: number; now: number },
): Promise<CheckinPhoto> {
  const image = await reencodeImage(bytes, { maxPx: CHECKIN_PHOTO_LIMITS.storedMaxPx, quality: PHOTO_QUALITY });
  await discardStalePhotos(db, who.customerId, who.now - WAITING_MS);
  if ((await countWaitingPhotos(db, who.customerId)) >= CHECKIN_PHOTO_LIMITS.maxWaiting)
    throw conflict(
      `${CHECKIN_PHOTO_LIMITS.maxWaiting} photos are already waiting for a check-in: check the delivery in, or try again tomorrow.`,
    );
  const photoKey = randomBytes(16).toString('hex');
  await insertPhoto(db, {
    photo_key: photoKey,
    customer_id: who.customerId,
    uploaded_by: who.userId,
    data: image.data,
    byte_size: image.data.length,
    width: image.width,
    height: image.height,
    created_at: who.now,
  });
  return { photoKey, url: photoUrl(photoKey), width: image.width, height: image.height, bytes: image.data.length };
}

/**
 * GET /api/checkin/photos/{photoKey}: the photo's WebP bytes, to that customer's users, its salespeople and
 * administrators; anyone else is told it was not found (404), as for a key that does not exist.
 */
export async function readCheckinPhoto(db: Db, viewer: CreditViewer, photoKey: string): Promise<Buffer> {
  const photo = await findPhoto(db, photoKey);
  if (!photo || !inScope(await customerScopeOf(db, viewer), photo.customer_id)) throw notFound(PHOTO_NOT_FOUND);
  return Buffer.from(photo.data);
}
