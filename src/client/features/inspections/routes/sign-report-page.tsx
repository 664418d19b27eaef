import { useState } from 'react';
import { useParams } from 'react-router';
import type { SigningView } from '#shared/inspections/inspection-schemas';
import { LoadError } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { ApiError } from '#client/lib/api-client';
import { MoveInReportAreas } from '../components/move-in-report-areas';
import { MoveInReportRooms } from '../components/move-in-report-rooms';
import { useSignerForm } from '../components/use-signer-form';
import { useSigningView } from '../api/signing-api';
import { SIGN_FIELD_IDS, SignForm } from '../components/sign-form';
import { SignFrame } from '../components/sign-frame';
import { SignIntro } from '../components/sign-intro';
import { SignLinkRefusal } from '../components/sign-link-refusal';
import { SignSignedState } from '../components/sign-signed-state';

/** The report to read, each item with 'I disagree', and the signing form at its foot. */
function OpenReport({ token, view, onSigned }: { token: string; view: SigningView; onSigned: () => void }) {
  const form = useSignerForm(view.rooms, SIGN_FIELD_IDS);
  return (
    <>
      <SignIntro view={view} />
      <MoveInReportRooms
        rooms={view.rooms}
        disagreements={form.disagreements}
        problems={form.problems.disagreements}
      />
      <MoveInReportAreas areas={view.areas} />
      <SignForm token={token} view={view} form={form} onSigned={onSigned} />
    </>
  );
}

/**
 * The landlord's signing page, opened from the emailed link without an account (docs/product.md
 * §34): the move-in report room by room and its other photos and clips, what signing means, and
 * the signature with the emailed code.
 */
export function SignReportPage() {
  const token = useParams().token ?? '';
  const view = useSigningView(token);
  const [justSigned, setJustSigned] = useState(false);
  if (view.isPending) {
    return (
      <SignFrame>
        <div aria-busy="true" aria-label="Loading the report" className="space-y-4">
          <Skeleton className="h-32" />
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      </SignFrame>
    );
  }
  if (view.isError) {
    const { error } = view;
    const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
    return (
      <SignFrame>
        {refused ? (
          <SignLinkRefusal reason={error.status === 410 ? 'expired' : 'invalid'} />
        ) : (
          <LoadError title="The report could not be loaded" onRetry={() => view.refetch()} />
        )}
      </SignFrame>
    );
  }
  return (
    <SignFrame>
      {view.data.status === 'signed' ? (
        <>
          <SignIntro view={view.data} />
          <SignSignedState view={view.data} justSigned={justSigned} />
          <MoveInReportRooms rooms={view.data.rooms} />
          <MoveInReportAreas areas={view.data.areas} />
        </>
      ) : (
        <OpenReport token={token} view={view.data} onSigned={() => setJustSigned(true)} />
      )}
    </SignFrame>
  );
}
