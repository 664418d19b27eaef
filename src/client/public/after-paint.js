// The dashboard drawn ahead by the server (decision 035) is painted before the app's code is asked
// for, so the page's first paint does not share the connection with it: this loads the entry named
// by this script's data-entry after the next frame (or soon, in a tab that is not drawn).
const entry = document.querySelector('script[data-entry]')?.dataset.entry;
if (entry) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(entry);
  };
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 200);
}
