import { useEffect, useRef, useState } from 'react';
// Copied into the build as an asset that only this page names: the other pages never load it.
import scalarBundle from '@scalar/api-reference/browser/standalone.js?url';

/** Where Scalar draws: its markup is Scalar's own (e2e/accessibility.spec.ts checks the page around it). */
export const SCALAR_ROOT_ID = 'scalar-reference';

export const OPENAPI_DOCUMENT_URL = '/api/v1/openapi.json';

type ScalarInstance = { destroy(): void };
/** What Scalar's standalone bundle puts on `window` once it has run. */
type ScalarWindow = Window & {
  Scalar?: { createApiReference(element: Element, configuration: object): ScalarInstance };
};

/**
 * Everything from this server: no fonts from Scalar's CDN, no telemetry, no AI agent, no request
 * proxy (the "try it" client is hidden, so a key is never typed into this page), and the site's
 * light look under its fixed 4rem header.
 */
export const SCALAR_CONFIGURATION = {
  url: OPENAPI_DOCUMENT_URL,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  hideClientButton: true,
  hideTestRequestButton: true,
  showDeveloperTools: 'never',
  hideDarkModeToggle: true,
  forceDarkModeState: 'light',
  documentDownloadType: 'json',
  customCss:
    ".scalar-app { --scalar-custom-header-height: 4rem; --scalar-font: 'Inter Variable', 'Inter Fallback', ui-sans-serif, system-ui, sans-serif; }",
};

type Status = 'loading' | 'ready' | 'failed';

/**
 * The interactive reference drawn by Scalar from the OpenAPI document. Its bundle is large, so it
 * is fetched only once this page is running in a browser; until it has drawn, and if it cannot,
 * the document itself is one link away.
 */
export function ApiReference() {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let instance: ScalarInstance | undefined;
    let current = true;
    const script = document.createElement('script');
    script.src = scalarBundle;
    script.async = true;
    script.addEventListener('load', () => {
      if (!current) return;
      const scalar = (window as ScalarWindow).Scalar;
      if (!scalar) return setStatus('failed');
      try {
        instance = scalar.createApiReference(element, SCALAR_CONFIGURATION);
        setStatus('ready');
      } catch {
        setStatus('failed');
      }
    });
    script.addEventListener('error', () => current && setStatus('failed'));
    document.body.append(script);
    return () => {
      current = false;
      instance?.destroy();
      script.remove();
    };
  }, []);

  return (
    <section id="reference" aria-labelledby="reference-title" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-3xl px-4 pt-14">
        <h2 id="reference-title" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
          API reference
        </h2>
        {status !== 'ready' && (
          <p
            className="mt-4 text-base leading-7 text-slate-800"
            role={status === 'failed' ? 'alert' : undefined}
          >
            {status === 'failed'
              ? 'The interactive reference could not be loaded. Every route, its parameters and its answers are in the OpenAPI document: '
              : 'The interactive reference is loading. Every route, its parameters and its answers are also in the OpenAPI document: '}
            <a href={OPENAPI_DOCUMENT_URL} className="font-medium text-accent-700 underline">
              {OPENAPI_DOCUMENT_URL}
            </a>
            .
          </p>
        )}
      </div>
      {/* Scalar owns the inner element: its classes and children are never re-rendered here. */}
      <div className={status === 'failed' ? 'pb-14' : 'mt-8 min-h-96'}>
        <div ref={container} id={SCALAR_ROOT_ID} />
      </div>
    </section>
  );
}
