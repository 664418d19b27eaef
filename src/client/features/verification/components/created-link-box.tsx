import { CopyLinkField } from '#client/components/copy-link-field';

export type CreatedLink = { url: string; email: string; emailSent: boolean };

/** The link just made, shown once (only its hash is stored), with whether the email went out. */
export function CreatedLinkBox({ created }: { created: CreatedLink }) {
  return (
    <div className="mt-6 space-y-2 rounded-lg border border-green-200 bg-green-50 p-4">
      <p className="text-sm font-medium text-green-900">
        {created.emailSent
          ? `Link created and emailed to ${created.email}.`
          : `Link created. The email to ${created.email} could not be sent; share the link yourself.`}
      </p>
      <CopyLinkField url={created.url} label="Verification link" />
    </div>
  );
}
