/** Lets keyboard users jump past the header and navigation to the page itself. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-white text-sm font-medium text-accent-700 shadow-lg focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:px-4 focus:py-3"
    >
      Skip to content
    </a>
  );
}
