import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyInput,
  apiKeyInputSchema,
  type ApiKeyScope,
  type CompanyApiKeyInput,
  companyApiKeyInputSchema,
} from '#shared/api-keys/api-key-schemas';
import { TEAM_ROLES, type TeamRole } from '#shared/companies/company-schemas';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { localToday } from '#client/lib/dates';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { type ApiAccessBase, apiKeysApi, apiKeysKey } from '../api/api-access-api';

const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  read: 'Look at your records: every GET request.',
  write: 'Add, change and delete records: every other request.',
  originals: 'Download the original bytes of photos, as they were uploaded.',
};

/** A company key acts as a Member unless its maker chooses more. */
const DEFAULT_ROLE: TeamRole = 'Member';

type FormValues = {
  name: string;
  scopes: ApiKeyScope[];
  /** Null when the date field is empty: the key never expires. */
  expiresOn?: string | null;
  role?: TeamRole;
};

/** The day after `today` (YYYY-MM-DD): the first day a key may expire on. */
function dayAfter(today: string) {
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Makes a key, personal or (with `company`) the company's with a role; `onCreated` gets its secret. */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
  base,
  company = false,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  base: ApiAccessBase;
  company?: boolean;
  onCreated: (secret: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={company ? 'Create a company API key' : 'Create an API key'}
          description={
            company
              ? "A key for your company's programs: it acts with the role you choose, for the whole company."
              : 'A key lets your own programs use Rentproof on your behalf.'
          }
        >
          <ApiKeyForm
            base={base}
            company={company}
            onCreated={onCreated}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The form, mounted with the dialog so each opening starts empty. */
function ApiKeyForm({
  base,
  company,
  onCreated,
  onCancel,
}: {
  base: ApiAccessBase;
  company: boolean;
  onCreated: (secret: string) => void;
  onCancel: () => void;
}) {
  const today = localToday();
  const form = useForm<FormValues, unknown, ApiKeyInput | CompanyApiKeyInput>({
    resolver: zodResolver(company ? companyApiKeyInputSchema(today) : apiKeyInputSchema(today)),
    defaultValues: {
      name: '',
      scopes: ['read'],
      expiresOn: null,
      ...(company ? { role: DEFAULT_ROLE } : {}),
    },
  });
  const { errors } = form.formState;
  const create = useAction({
    run: (input: ApiKeyInput | CompanyApiKeyInput) => apiKeysApi.create(base, input),
    refreshes: [apiKeysKey(base)],
    onSuccess: ({ secret }) => {
      notify.success('API key created');
      onCreated(secret);
    },
    failureTitle: 'API key not created',
  });
  const onSubmit = form.handleSubmit((input) => create.mutate(input));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="api-key-name" label="Name" error={errors.name?.message}>
        <Input
          {...describedBy('api-key-name', errors.name?.message)}
          autoFocus
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX}
          placeholder="Property manager sync"
          {...form.register('name')}
        />
      </FormField>
      <fieldset aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Scopes</legend>
        <div className="mt-1.5 space-y-1">
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-accent-600"
                value={scope}
                {...form.register('scopes')}
              />
              <span>
                <span className="block font-medium">{API_KEY_SCOPE_LABELS[scope]}</span>
                <span className="block text-slate-600">{SCOPE_HINTS[scope]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.scopes && (
          <p id="api-key-scopes-error" className="mt-1 text-sm text-red-700">
            {errors.scopes.message}
          </p>
        )}
      </fieldset>
      {company && (
        <FormField
          id="api-key-role"
          label="Role"
          error={errors.role?.message}
          hint="The key may do what a team member with this role may do."
        >
          {/* The default is marked in the page too: react-hook-form keeps a select's shown option when
              it thinks the person changed it, and a select without `size` (happy-dom's) looks so. */}
          <NativeSelect
            {...describedBy('api-key-role', errors.role?.message, { hint: true })}
            defaultValue={DEFAULT_ROLE}
            {...form.register('role')}
          >
            {TEAM_ROLES.map((role) => (
              <option key={role}>{role}</option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField
        id="api-key-expires"
        label="Expires on (optional)"
        error={errors.expiresOn?.message}
        hint="The last day it works. Leave empty for a key that does not expire."
      >
        <Input
          {...describedBy('api-key-expires', errors.expiresOn?.message, { hint: true })}
          type="date"
          min={dayAfter(today)}
          {...form.register('expiresOn', { setValueAs: (value: string | null) => value || null })}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending}>
          Create key
        </Button>
      </div>
    </form>
  );
}
