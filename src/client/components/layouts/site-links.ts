// The public site's navigation (docs/product.md §17): the header's links, and the footer's groups.

export const HEADER_LINKS = [
  { href: '/features', label: 'Features' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/for-renters', label: 'For Renters' },
  { href: '/for-landlords', label: 'For Landlords' },
  { href: '/blog', label: 'Blog' },
  { href: '/about', label: 'About' },
];

export const FOOTER_GROUPS = [
  {
    title: 'Product',
    links: [
      { href: '/features', label: 'Features' },
      { href: '/pricing', label: 'Pricing' },
      { href: '/documents', label: 'Document Hub' },
      { href: '/financials', label: 'Financial Tracker' },
      { href: '/interactive-demo', label: 'Interactive Demo' },
      { href: '/developers', label: 'Developers' },
    ],
  },
  {
    title: 'Who it is for',
    links: [
      { href: '/for-renters', label: 'Renters' },
      { href: '/for-travelers', label: 'Travelers' },
      { href: '/for-landlords', label: 'Landlords' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/blog', label: 'Blog' },
      { href: '/careers', label: 'Careers' },
      { href: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
      { href: '/gdpr', label: 'GDPR' },
    ],
  },
];

// The social profiles do not exist yet, so they are named without links.
export const SOCIAL = ['Twitter', 'Facebook', 'Instagram', 'LinkedIn'];

/** The header link for this path, so the current section is marked (a blog post is under Blog). */
export function isCurrent(href: string, path: string) {
  return path === href || path.startsWith(`${href}/`);
}
