import type { Toast } from './announce';

// A pre-rendered page (the sign-in page a visitor opens first: decision 034) runs without the
// app's router. Where it leaves for an app screen, the browser loads the app at that address, and
// what the router would have carried goes with it through sessionStorage: the state of the new
// history entry, which the app puts where React Router reads it before the router starts, and a
// toast, which the app shows once it is up.

const STATE_KEY = 'rentproof.handed-over-state';
const TOAST_KEY = 'rentproof.handed-over-toast';

function store(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, full): the app opens without it.
  }
}

/** Read once: forgotten as it is read. */
function take(key: string): unknown {
  try {
    const stored = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return stored ? (JSON.parse(stored) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Opens the app at `path`, as React Router's navigate would (a new history entry, or in place of
 * this one), with `state` and a `toast`. The promise never settles: the page is going away, so
 * whatever waits on it (a busy button) stays as it is.
 */
export function openInApp(
  path: string,
  { state, replace = false, toast }: { state?: unknown; replace?: boolean; toast?: Toast } = {},
): Promise<never> {
  if (state !== undefined) store(STATE_KEY, { path, state });
  if (toast) store(TOAST_KEY, toast);
  if (replace) window.location.replace(path);
  else window.location.assign(path);
  return new Promise<never>(() => undefined);
}

/**
 * Before the router starts: the state handed over for this very address becomes the current
 * history entry's, in the shape React Router reads (`usr`), as if the app had navigated here.
 */
export function restoreHandedOverState(): void {
  const handedOver = take(STATE_KEY) as { path?: unknown; state?: unknown } | null;
  const here = `${window.location.pathname}${window.location.search}`;
  if (!handedOver || handedOver.path !== here) return;
  window.history.replaceState(
    { usr: handedOver.state, key: Math.random().toString(36).slice(2, 10), idx: 0 },
    '',
  );
}

/** The toast a pre-rendered page handed over, once. */
export function takeHandedOverToast(): Toast | null {
  const toast = take(TOAST_KEY) as Partial<Toast> | null;
  const tone = toast?.tone;
  if (
    !toast ||
    typeof toast.title !== 'string' ||
    !(tone === 'success' || tone === 'error' || tone === 'info')
  )
    return null;
  return {
    tone,
    title: toast.title,
    ...(typeof toast.description === 'string' ? { description: toast.description } : {}),
  };
}
