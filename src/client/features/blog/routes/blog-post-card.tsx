import type { BlogPost } from '../blog-posts';

/** A post's date in the long form, the same on the build machine and in every browser. */
export function formatPostDate(date: string) {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function PostByline({ post }: { post: BlogPost }) {
  return (
    <p className="text-sm text-slate-700">
      {post.author} · <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.category}
    </p>
  );
}

export function BlogPostCard({ post }: { post: BlogPost }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img
        src={post.image.src}
        alt={post.image.alt}
        width={post.image.width}
        height={post.image.height}
        loading="lazy"
        className="aspect-[1200/630] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-lg font-semibold text-slate-900">
          <a href={`/blog/${post.slug}`} className="hover:text-accent-700">
            {post.title}
          </a>
        </h2>
        <div className="mt-1">
          <PostByline post={post} />
        </div>
        <p className="mt-3 flex-1 text-sm leading-6 text-slate-700">{post.excerpt}</p>
        <a
          href={`/blog/${post.slug}`}
          className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-accent-700 hover:underline"
          aria-label={`Read More: ${post.title}`}
        >
          Read More →
        </a>
      </div>
    </li>
  );
}
