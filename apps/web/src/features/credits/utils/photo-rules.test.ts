import { describe, expect, it } from 'vitest';
import { photoRefusal } from './photo-rules';

describe('check-in photos', () => {
  it('takes the image types the server decodes, up to the size limit', () => {
    expect(photoRefusal({ type: 'image/jpeg', size: 1_000 }, 8 * 1024 * 1024)).toBeNull();
    expect(photoRefusal({ type: 'image/heic', size: 1_000 }, 8 * 1024 * 1024)).toBe(
      'Take a JPEG, PNG, WebP or GIF picture.',
    );
    expect(photoRefusal({ type: 'image/png', size: 9 * 1024 * 1024 }, 8 * 1024 * 1024)).toBe(
      'The picture is over 8 MB.',
    );
  });
});
