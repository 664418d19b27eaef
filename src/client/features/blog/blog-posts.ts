import rentersRights from './posts/renters-rights-101.md';
import smoothMoveOut from './posts/smooth-move-out.md';
import understandingYourLease from './posts/understanding-your-lease.md';

/** A guide on the blog; its text is markdown, rendered to safe HTML at build time. */
export type BlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** The day it was published, yyyy-mm-dd. */
  date: string;
  category: string;
  tags: string[];
  image: { src: string; alt: string; width: number; height: number };
  html: string;
};

const image = (slug: string, alt: string) => ({ src: `/blog/${slug}.svg`, alt, width: 1200, height: 630 });

/** The three posts, newest first. */
export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'renters-rights-101',
    title: "Renters' Rights 101: What Every Tenant Should Know",
    excerpt:
      'Habitability, privacy, your deposit, and protection from discrimination and retaliation: the questions to ask, and the records that make your rights real.',
    author: 'Maya Okafor',
    date: '2026-10-28',
    category: 'Tenant Rights',
    tags: ['Rights', 'Deposits', 'Repairs'],
    image: image(
      'renters-rights-101',
      'A shield with a check mark in front of a house, standing for a tenant protected by their rights',
    ),
    html: rentersRights,
  },
  {
    slug: 'smooth-move-out',
    title: 'The Smooth Move-Out: A Checklist to Get Your Deposit Back',
    excerpt:
      'From six weeks before the keys go back to the day the deposit arrives: notice, repairs, cleaning, move-out photos and answering deductions.',
    author: 'Daniel Reyes',
    date: '2026-09-16',
    category: 'Moving',
    tags: ['Move-out', 'Checklist', 'Photos'],
    image: image('smooth-move-out', 'Moving boxes beside an open door, with a checklist'),
    html: smoothMoveOut,
  },
  {
    slug: 'understanding-your-lease',
    title: 'Understanding Your Lease Before You Sign',
    excerpt:
      'Rent and fees, the deposit, repairs, entry and the clauses worth questioning: what to read carefully, and what to keep once you have signed.',
    author: 'Priya Natarajan',
    date: '2026-08-05',
    category: 'Leases',
    tags: ['Lease', 'Deposits', 'Before you sign'],
    image: image('understanding-your-lease', 'A lease document under a magnifying glass'),
    html: understandingYourLease,
  },
];

export function findBlogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
