import { SIGNING_EXPLANATION, type SigningView } from '#shared/inspections/inspection-schemas';
import { formatDate } from '#client/lib/format';
import { SIGN_SECTION } from './sign-frame';

/** The place as the renter named it, else its address. */
export const placeLabel = (place: SigningView['place']) => place.name || place.address;

/** The page's one heading and, in plain words, what is asked and what signing means. */
export function SignIntro({ view }: { view: SigningView }) {
  const place = placeLabel(view.place);
  if (view.status === 'signed') {
    return (
      <div className={SIGN_SECTION}>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Move-in report for {place}</h1>
        {view.place.name && <p className="mt-1 text-slate-600">{view.place.address}</p>}
      </div>
    );
  }
  return (
    <div className={SIGN_SECTION}>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        Sign the move-in report for {place}
      </h1>
      {view.place.name && <p className="mt-1 text-slate-600">{view.place.address}</p>}
      <p className="mt-3 text-slate-800">
        {view.renterName} asks you to review the condition of {place} at move-in and sign it.
      </p>
      <p className="mt-3 text-sm text-slate-700">{SIGNING_EXPLANATION}</p>
      {view.expiresAt && (
        <p className="mt-3 text-sm font-medium text-slate-800">
          This link works until {formatDate(view.expiresAt)}.
        </p>
      )}
    </div>
  );
}
