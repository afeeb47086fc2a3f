import { describe, expect, it } from 'vitest';
import { imageUrl, parseImageName, syncedImageName } from './image-sizes';

describe('image names', () => {
  it('reads the product code and the detail index', () => {
    expect(parseImageName('104023.jpg')).toEqual({ code: '104023', index: 1 });
    expect(parseImageName('104023_2.PNG')).toEqual({ code: '104023', index: 2 });
    expect(parseImageName('AB_CD_3.webp')).toEqual({ code: 'AB_CD', index: 3 });
    expect(parseImageName('notes.txt')).toBeNull();
    expect(parseImageName('.png')).toBeNull();
  });
  it('names synced files and their URLs', () => {
    expect(syncedImageName('104023', 1)).toBe('104023.webp');
    expect(syncedImageName('104023', 3)).toBe('104023_3.webp');
    expect(imageUrl('thumb', 'A B.webp')).toBe('/img/thumb/A%20B.webp');
  });
});
