import { ButtonLink, MarkdownBody, type PageMeta } from '#client/components/site/site-ui';
import type { BlogPost } from '../blog-posts';
import { PostByline } from './blog-post-card';

export { findBlogPost } from '../blog-posts';

export const notFoundMeta: PageMeta = {
  title: '404 - Post Not Found',
  description: "Sorry, we couldn't find the blog post you're looking for.",
};

function BackToArticles() {
  return (
    <a
      href="/blog"
      className="inline-flex min-h-11 items-center text-sm font-semibold text-accent-700 hover:underline"
    >
      ← Back to all articles
    </a>
  );
}

export function BlogPostPage({ post }: { post: BlogPost }) {
  return (
    <article>
      <header className="mx-auto max-w-3xl px-4 pt-10">
        <BackToArticles />
        <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-accent-700">{post.category}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
          {post.title}
        </h1>
        <div className="mt-3">
          <PostByline post={post} />
        </div>
        <img
          src={post.image.src}
          alt={post.image.alt}
          width={post.image.width}
          height={post.image.height}
          className="mt-8 aspect-[1200/630] w-full rounded-xl bg-slate-100 object-cover"
        />
      </header>
      <MarkdownBody html={post.html} />
      <footer className="mx-auto max-w-3xl px-4 pb-14">
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <BackToArticles />
        </div>
      </footer>
    </article>
  );
}

export function BlogPostNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-slate-900">404 - Post Not Found</h1>
      <p className="mt-3 text-slate-700">
        Sorry, we couldn&apos;t find the blog post you&apos;re looking for.
      </p>
      <ButtonLink href="/blog" className="mt-8">
        Back to Blog
      </ButtonLink>
    </section>
  );
}
