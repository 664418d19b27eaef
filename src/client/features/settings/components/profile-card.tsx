import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  type ProfileFormInput,
  profileFormSchema,
  resolvePropertyName,
} from '#shared/accounts/account-schemas';
import type { Profile } from '#shared/accounts/profile';
import { PropertyChoiceFields } from '#client/components/property-choice-fields';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { staleCurrent } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { propertyChoiceFrom } from '#client/lib/property-choice';
import { useRefreshSession } from '#client/lib/session';
import { settingsApi } from '../api/settings-api';

export function ProfileCard({ profile }: { profile: Profile }) {
  const refreshSession = useRefreshSession();
  // The profile as it is now, once a save was refused because it changed since the page opened.
  const [newer, setNewer] = useState<Profile | null>(null);
  const form = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.fullName, ...propertyChoiceFrom(profile.propertyName) },
  });
  const choice = useWatch({ control: form.control, name: 'propertyChoice' });
  const { errors, isDirty } = form.formState;

  const save = useAction({
    run: (values: ProfileFormInput) =>
      settingsApi.updateProfile({
        name: values.name,
        propertyName: resolvePropertyName(values),
        version: (newer ?? profile).version,
      }),
    onSuccess: async (_, values) => {
      await refreshSession();
      setNewer(null);
      form.reset(values);
      notify.success('Profile Updated!', 'Your profile has been saved.');
    },
    failureTitle: 'Error updating profile',
    onError: async (error) => {
      const current = staleCurrent<Profile>(error);
      if (!current) return false;
      setNewer(current);
      form.reset({ name: current.fullName, ...propertyChoiceFrom(current.propertyName) });
      await refreshSession();
      return true;
    },
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values));

  return (
    <Card>
      <CardHeader title="Profile" description="Your name and the place you rent." />
      <CardBody>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <StaleUpdateNotice show={newer !== null} />
          <FormField id="name" label="Full Name" error={errors.name?.message}>
            <Input
              {...describedBy('name', errors.name?.message)}
              autoComplete="name"
              {...form.register('name')}
            />
          </FormField>
          <PropertyChoiceFields
            choice={choice}
            choiceField={form.register('propertyChoice')}
            manualField={form.register('manualProperty')}
            manualError={errors.manualProperty?.message}
            clearManual={() => form.setValue('manualProperty', '')}
          />
          <FormField
            id="profile-email"
            label="Email"
            aside={!profile.emailVerified && <Badge tone="warning">Email not verified</Badge>}
            hint="Your email address cannot be changed here."
          >
            <Input
              {...describedBy('profile-email', undefined, { hint: true })}
              value={profile.email}
              readOnly
              className="bg-slate-50"
            />
          </FormField>
          <Button type="submit" busy={save.isPending} disabled={!isDirty}>
            Save Profile
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
