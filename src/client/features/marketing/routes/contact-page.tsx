import { Mail, MapPin, Phone } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type PageMeta, PageHero } from '#client/components/site/site-ui';
import { SiteToast, useSiteToast } from '#client/components/site/site-toast';
import { buttonClasses } from '#client/components/ui/button-classes';
import { fieldClasses } from '#client/components/ui/input';
import { sendContactMessage } from '../api/contact-api';
import { SUPPORT_CONTACT } from '../content/support-contact';
import { contactMessageSchema } from '#shared/contact/contact-schemas';

export const meta: PageMeta = {
  title: 'Get In Touch',
  description:
    'Questions about Rentproof, your account or a deposit dispute? Write to our team; we answer every message.',
};

const CONTACT_DETAILS = [
  { label: 'Email', value: SUPPORT_CONTACT.email, icon: Mail },
  { label: 'Phone', value: SUPPORT_CONTACT.phone, icon: Phone },
  { label: 'Address', value: SUPPORT_CONTACT.address, icon: MapPin },
];

type Fields = { name: string; email: string; message: string };
const EMPTY: Fields = { name: '', email: '', message: '' };

const noSubscription = () => () => undefined;
// Rendering ahead at build time there is no address to read.
const readRole = () =>
  typeof window === 'undefined'
    ? null
    : new URLSearchParams(window.location.search).get('role')?.trim().slice(0, 120) || null;

/**
 * The role a visitor applies for from Careers (?role=…). The pre-rendered page knows no query, so
 * it is read from the address in the browser.
 */
function useRoleFromLink() {
  return useSyncExternalStore(noSubscription, readRole, () => null);
}

const applicationMessage = (role: string | null) =>
  role ? `I would like to apply for the ${role} position.\n\n` : '';

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function ContactForm() {
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  const toast = useSiteToast();
  const role = useRoleFromLink();
  const [fields, setFields] = useState<Fields>(() => ({ ...EMPTY, message: applicationMessage(role) }));
  const form = useRef<HTMLFormElement>(null);
  // The page is drawn without the address's query: the role arrives once the script has run, and
  // starts the message unless someone has begun writing it.
  const [roleSeen, setRoleSeen] = useState(role);
  if (role !== roleSeen) {
    setRoleSeen(role);
    if (role && !fields.message) setFields({ ...fields, message: applicationMessage(role) });
  }
  // Without the script the browser checks the fields itself and posts the form; with it, the
  // schema's own messages show beside each field and the message goes without leaving the page.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);
  const input = (name: keyof Fields) => ({
    id: `contact-${name}`,
    name,
    value: fields[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    onChange: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      // Read now: React clears the event's currentTarget once its handlers have run.
      const { value } = event.currentTarget;
      setFields((current) => ({ ...current, [name]: value }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactMessageSchema.safeParse({ ...fields, ...(role ? { role } : {}) });
    if (!parsed.success) {
      const problems: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) problems[issue.path[0] as keyof Fields] ??= issue.message;
      return setErrors(problems);
    }
    setErrors({});
    setBusy(true);
    const result = await sendContactMessage(parsed.data);
    setBusy(false);
    if (!result.ok)
      return toast.show({ tone: 'error', title: 'Message not sent', description: result.message });
    setFields(EMPTY);
    toast.show({
      tone: 'success',
      title: 'Message Sent',
      description: 'Thank you. Our team will get back to you shortly.',
    });
  }

  return (
    <form
      ref={form}
      method="post"
      action="/api/contact"
      onSubmit={submit}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div
        id="message-sent"
        tabIndex={-1}
        className="hidden rounded-md border-l-4 border-green-600 bg-green-50 px-3 py-2 target:block"
      >
        <p className="font-semibold text-slate-900">Message Sent</p>
        <p className="text-sm text-slate-700">Thank you. Our team will get back to you shortly.</p>
      </div>
      {role && (
        <p className="rounded-md bg-accent-50 px-3 py-2 text-sm text-slate-800">Applying for: {role}</p>
      )}
      {role && <input type="hidden" name="role" value={role} />}
      <Field id="contact-name" label="Name" error={errors.name}>
        <input {...input('name')} required maxLength={200} autoComplete="name" className={fieldClasses} />
      </Field>
      <Field id="contact-email" label="Email" error={errors.email}>
        <input {...input('email')} required type="email" autoComplete="email" className={fieldClasses} />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message}>
        <textarea
          {...input('message')}
          required
          maxLength={5000}
          rows={6}
          className={`${fieldClasses} py-2`}
        />
      </Field>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={`${buttonClasses()} w-full sm:w-auto`}
      >
        {busy ? 'Sending…' : 'Send Message'}
      </button>
      <SiteToast toast={toast} />
    </form>
  );
}

export function ContactPage() {
  return (
    <>
      <PageHero
        title="Get In Touch"
        lead="Questions about your account, a feature or a deposit dispute you are preparing for: write to us and a person on our team answers, usually within one working day."
      />
      <section className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-6">
          <h2 className="text-xl font-semibold text-slate-900">Contact details</h2>
          <ul className="space-y-4 text-slate-800">
            {CONTACT_DETAILS.map(({ label, value, icon: Icon }) => (
              <li key={label} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden />
                <span>
                  <span className="sr-only">{label}: </span>
                  {value}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">
            We never ask for your password. For a privacy request (a copy of your data, a correction, deleting
            your account) say so in your message, or read how in our{' '}
            <a className="text-accent-700 underline" href="/privacy">
              Privacy Policy
            </a>
            .
          </p>
        </div>
        <ContactForm />
      </section>
    </>
  );
}
