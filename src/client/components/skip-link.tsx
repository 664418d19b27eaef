/** Lets keyboard users jump past the header and navigation to the page itself. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-white px-4 py-3 text-sm font-medium text-accent-700 shadow-lg focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50"
    >
      Skip to content
    </a>
  );
}
