import { useCallback, useEffect, useRef } from 'react';
import { CHECKIN_PHOTO_LIMITS } from '@storefront/contract';
import { errorMessage } from '../../../lib/api/api-client';
import { uploadCheckinPhoto } from '../api/checkin-api';
import type { CheckinPhotoDraft } from '../utils/checkin-form';
import { photoRefusal } from '../utils/photo-rules';

type PhotosUpdate = (update: (photos: CheckinPhotoDraft[]) => CheckinPhotoDraft[]) => void;

/**
 * The photos of the check-in's damaged lines: each file taken is shown at once (an object URL of the local file) and
 * uploaded at once to POST /api/checkin/photos; its key is kept for the check-in. The previews are revoked when a photo
 * is removed and when the page closes.
 */
export function useCheckinPhotos() {
  const previews = useRef(new Set<string>());
  const nextId = useRef(0);
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const add = useCallback((files: readonly File[], room: number, update: PhotosUpdate) => {
    for (const file of files.slice(0, Math.max(0, room))) {
      const id = `photo-${++nextId.current}`;
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      const refusal = photoRefusal(file, CHECKIN_PHOTO_LIMITS.maxBytes);
      const photo: CheckinPhotoDraft = {
        id,
        previewUrl,
        status: refusal ? 'failed' : 'uploading',
        photoKey: null,
        error: refusal,
      };
      update((photos) => [...photos, photo]);
      if (refusal) continue;
      const settle = (change: Partial<CheckinPhotoDraft>) =>
        update((photos) => photos.map((p) => (p.id === id ? { ...p, ...change } : p)));
      uploadCheckinPhoto(file).then(
        (stored) => settle({ status: 'uploaded', photoKey: stored.photoKey }),
        (err: unknown) => settle({ status: 'failed', error: errorMessage(err) }),
      );
    }
  }, []);

  const remove = useCallback((photo: CheckinPhotoDraft, update: PhotosUpdate) => {
    update((photos) => photos.filter((p) => p.id !== photo.id));
    URL.revokeObjectURL(photo.previewUrl);
    previews.current.delete(photo.previewUrl);
  }, []);

  return { add, remove };
}
