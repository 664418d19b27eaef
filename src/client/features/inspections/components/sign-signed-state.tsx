import { FileText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { SigningView } from '#shared/inspections/inspection-schemas';
import { Button } from '#client/components/ui/button';
import { formatDate } from '#client/lib/format';
import { ReportSignatures } from './move-in-report-signatures';
import { SIGN_SECTION } from './sign-frame';

/**
 * The report once signed: when and to whom the copy goes, every signature's facts, and the signed
 * PDF. `justSigned` when the signature was made on this page: focus moves here, where it is said.
 */
export function SignSignedState({ view, justSigned }: { view: SigningView; justSigned: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justSigned) heading.current?.focus();
  }, [justSigned]);
  // The link's own signer signed with the emailed code; a renter's signature may stand beside it.
  const own = view.signatures.findLast((signature) => signature.method === 'email-code');
  return (
    <section aria-labelledby="signed-heading" className={SIGN_SECTION}>
      <h2 id="signed-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-green-800">
        Signed
      </h2>
      {own && (
        <p className="mt-2 text-slate-800 [overflow-wrap:anywhere]">
          You signed the move-in report on {formatDate(own.signedAt)}.{' '}
          {justSigned ? `A copy is on its way to ${own.email}.` : `A copy was sent to ${own.email}.`}
        </p>
      )}
      <div className="mt-4">
        <ReportSignatures signatures={view.signatures} />
      </div>
      <Button asChild className="mt-4 w-full sm:w-auto">
        <a href={view.pdfUrl} download>
          <FileText className="size-4" aria-hidden />
          Download the signed PDF
        </a>
      </Button>
    </section>
  );
}
