/** The photo types the server takes (a phone's camera gives JPEG; HEIC is not one of them). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Why a file cannot be uploaded as a check-in photo, before sending it, or null. */
export function photoRefusal(file: { type: string; size: number }, maxBytes: number): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'Take a JPEG, PNG, WebP or GIF picture.';
  if (file.size > maxBytes) return `The picture is over ${Math.floor(maxBytes / 1024 / 1024)} MB.`;
  return null;
}
