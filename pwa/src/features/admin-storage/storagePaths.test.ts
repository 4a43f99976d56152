import { describe, expect, it } from 'vitest';
import { baseName, breadcrumbsOf, parentPrefix } from './storagePaths';

describe('storage paths', () => {
  it('goes up by trimming the last segment, down to the root', () => {
    expect(parentPrefix('public/courses/2026/')).toBe('public/courses/');
    expect(parentPrefix('public/')).toBe('');
    expect(parentPrefix('')).toBe('');
  });

  it('names files and folders by their last segment and lists breadcrumbs', () => {
    expect(baseName('public/courses/bia.webp')).toBe('bia.webp');
    expect(baseName('public/courses/')).toBe('courses');
    expect(breadcrumbsOf('private/media/abc/')).toEqual([
      { name: 'private', prefix: 'private/' },
      { name: 'media', prefix: 'private/media/' },
      { name: 'abc', prefix: 'private/media/abc/' },
    ]);
  });
});
