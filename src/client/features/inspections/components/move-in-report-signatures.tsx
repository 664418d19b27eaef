import type { ReportSignature } from '#shared/inspections/inspection-schemas';
import { formatDateTime } from '#client/lib/format';

const ROLE_LABELS: Record<ReportSignature['role'], string> = { landlord: 'Landlord', renter: 'Renter' };
const METHOD_LABELS: Record<ReportSignature['method'], string> = {
  'email-code': 'Typed name and a code sent to their email',
  account: 'Typed name, signed in to Rentproof',
  'landlord-portal': 'Typed name, from the Rentproof Landlord Portal',
};

function Fact({ label, children, mono = false }: { label: string; children: string; mono?: boolean }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd
        className={
          mono ? 'font-mono text-xs break-all text-slate-800' : 'text-slate-900 [overflow-wrap:anywhere]'
        }
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The report's signatures with the facts the PDF's last page gives: who, when, how, and the SHA-256
 * of the exact report and manifest signed, which anyone can compare with the files they hold.
 */
export function ReportSignatures({ signatures }: { signatures: ReportSignature[] }) {
  return (
    <ul className="space-y-4" aria-label="Signatures">
      {signatures.map((signature) => (
        <li
          key={signature.id}
          aria-label={`${ROLE_LABELS[signature.role]}: ${signature.name}`}
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <p className="font-medium text-slate-900">
            {signature.name}{' '}
            <span className="font-normal text-slate-600">
              ({ROLE_LABELS[signature.role]}
              {signature.companyName ? `, ${signature.companyName}` : ''})
            </span>
          </p>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
            <Fact label="Email">{signature.email}</Fact>
            <Fact label="Signed">{formatDateTime(signature.signedAt)}</Fact>
            <Fact label="How">{METHOD_LABELS[signature.method]}</Fact>
            <Fact label="SHA-256 of the report signed" mono>
              {signature.reportSha256}
            </Fact>
            <Fact label="SHA-256 of the manifest signed" mono>
              {signature.manifestSha256}
            </Fact>
          </dl>
          {signature.disagreements.length > 0 && (
            <div className="mt-3">
              <p className="text-sm font-medium text-slate-900">Disagreements noted</p>
              <ul className="mt-1 space-y-1 text-sm text-slate-700">
                {signature.disagreements.map((disagreement) => (
                  <li key={disagreement.itemId} className="break-words">
                    <span className="font-medium">
                      {disagreement.room}, {disagreement.item}:
                    </span>{' '}
                    <span className="whitespace-pre-wrap">{disagreement.comment}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
