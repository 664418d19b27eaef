import type { ReactNode } from 'react';
import { StandaloneFrame } from '#client/components/standalone-frame';

export const SIGN_SECTION = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

/** The signing page's frame, standing alone like a share link's: no account, no app shell. */
export function SignFrame({ children }: { children: ReactNode }) {
  return (
    <StandaloneFrame title="Sign the move-in report" badge="Signing by Rentproof" width="narrow">
      {children}
    </StandaloneFrame>
  );
}
