import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '#client/components/ui/button';

/**
 * Says a new release is installed and waiting (decision 037). It stays until the person reloads:
 * reloading by itself could lose what they are typing or photographing. It has its own root, not
 * a toast, because a later toast would replace it (docs/product.md §16).
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const [reloading, setReloading] = useState(false);
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:p-0"
    >
      <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">
        <p>
          A new version of Rentproof is ready.{' '}
          <span className="text-slate-300">Reload to start using it.</span>
        </p>
        <Button
          busy={reloading}
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          Reload
        </Button>
      </div>
    </div>
  );
}

/** Shows the prompt at the foot of the page, once. */
export function showUpdatePrompt(onReload: () => void): void {
  if (document.getElementById('update-prompt')) return;
  const host = document.createElement('div');
  host.id = 'update-prompt';
  document.body.append(host);
  createRoot(host).render(<UpdatePrompt onReload={onReload} />);
}
