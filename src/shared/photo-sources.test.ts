import { describe, expect, it } from 'vitest';
import { photoSrcSet } from './photo-sources';

describe('photoSrcSet', () => {
  it('offers the 400 px thumbnail beside an uploaded or demo photo', () => {
    expect(photoSrcSet('/uploads/images/u1/abc123.webp')).toBe(
      '/uploads/images/u1/abc123-thumb.webp 400w, /uploads/images/u1/abc123.webp 1600w',
    );
    expect(photoSrcSet('https://bucket.example.com/images/u1/abc.webp')).toBe(
      'https://bucket.example.com/images/u1/abc-thumb.webp 400w, https://bucket.example.com/images/u1/abc.webp 1600w',
    );
    expect(photoSrcSet('/demo/properties/desk-savanna-view.webp')).toBe(
      '/demo/properties/desk-savanna-view-thumb.webp 400w, /demo/properties/desk-savanna-view.webp 960w',
    );
  });

  it('offers nothing for other addresses or a thumbnail itself', () => {
    expect(photoSrcSet('https://example.com/photo.jpg')).toBeUndefined();
    expect(photoSrcSet('/demo/placeholder-property.webp')).toBeUndefined();
    expect(photoSrcSet('/uploads/images/u1/abc-thumb.webp')).toBeUndefined();
  });
});
