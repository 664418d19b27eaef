import { type PageMeta, PageHero } from '#client/components/site/site-ui';
import { BLOG_POSTS } from '../blog-posts';
import { BlogPostCard } from './blog-post-card';

export const meta: PageMeta = {
  title: 'Blog',
  description:
    'Practical guides for renters: reading a lease, moving out without losing your deposit, and knowing your rights.',
};

export function BlogPage() {
  return (
    <>
      <PageHero
        title="Blog"
        lead="Practical guides for renters and travelers: what to check before you sign, what to photograph, and how to get your deposit back."
      />
      <section className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {BLOG_POSTS.map((post) => (
            <BlogPostCard key={post.slug} post={post} />
          ))}
        </ul>
      </section>
    </>
  );
}
