import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, findBlogPost } from './blog-posts';

describe('the blog posts', () => {
  it('are the three guides, each with its author, date, category, tags, image and text', () => {
    expect(BLOG_POSTS.map((post) => post.slug).sort()).toEqual([
      'renters-rights-101',
      'smooth-move-out',
      'understanding-your-lease',
    ]);
    for (const post of BLOG_POSTS) {
      expect(post.author, post.slug).not.toBe('');
      expect(post.date, post.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.category, post.slug).not.toBe('');
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.image.alt, post.slug).not.toBe('');
      expect(post.html, post.slug).toContain('<h2>');
      expect(post.html, post.slug).not.toMatch(/<script|javascript:/i);
    }
  });

  it('are listed newest first', () => {
    const dates = BLOG_POSTS.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds a post by its slug, and nothing for an unknown one', () => {
    expect(findBlogPost('smooth-move-out')?.title).toMatch(/Move-Out/);
    expect(findBlogPost('no-such-post')).toBeUndefined();
  });
});
