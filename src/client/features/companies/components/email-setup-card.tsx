import { Card, CardBody, CardHeader } from '#client/components/ui/card';

const PORTS = [
  { port: '465', security: 'SSL/TLS', note: 'The connection is encrypted from the first byte.' },
  { port: '587', security: 'STARTTLS', note: 'The connection starts plain and is upgraded to encryption.' },
];

/** How to send the company's email through its own mail server (docs/product.md §18). */
export function EmailSetupCard() {
  return (
    <Card>
      <CardHeader
        title="Email Configuration"
        description="Send invitations and notices from your own domain."
      />
      <CardBody className="space-y-3 text-sm text-slate-700">
        <p>
          Rentproof sends email through an SMTP server. To use your company's mail server, set the server
          address, a user name and a password in the server's settings, with one of these ports:
        </p>
        <dl className="grid gap-2 sm:grid-cols-2">
          {PORTS.map(({ port, security, note }) => (
            <div key={port} className="rounded-lg border border-slate-200 p-3">
              <dt className="font-medium text-slate-900">
                Port {port}: {security}
              </dt>
              <dd className="mt-1 text-slate-600">{note}</dd>
            </div>
          ))}
        </dl>
        <p>
          Your email provider's help pages list its SMTP server name; ask them which of the two ports it
          supports.
        </p>
      </CardBody>
    </Card>
  );
}
