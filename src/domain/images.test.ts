import { describe, expect, it } from 'vitest';
import { imageSrcSet, isImageWidth, uploadedPictureKey } from './images';

describe('responsive images', () => {
  it('names each width of a picture uploaded here', () => {
    expect(imageSrcSet('/uploads/2026/11/ab12.jpg')).toBe('/images/320/2026/11/ab12.jpg 320w, /images/640/2026/11/ab12.jpg 640w, /images/960/2026/11/ab12.jpg 960w, /images/1280/2026/11/ab12.jpg 1280w');
  });

  it('has none for another address, a video or a key that is not one of ours', () => {
    for (const url of ['https://cdn.example.com/a.jpg', '/uploads/2026/11/clip.mp4', '/uploads/../secret.jpg', '/uploads/A.JPG', '/uploads/', null, undefined, '']) {
      expect(imageSrcSet(url), String(url)).toBeUndefined();
      expect(uploadedPictureKey(url), String(url)).toBeNull();
    }
  });

  it('serves only its own widths', () => {
    expect(isImageWidth(640)).toBe(true);
    expect(isImageWidth(641)).toBe(false);
  });
});
