import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  type ProfileFormInput,
  profileFormSchema,
  resolvePropertyName,
} from '../../../../shared/accounts/account-schemas';
import type { Profile } from '../../../../shared/accounts/profile';
import { PropertyChoiceFields } from '../../../components/property-choice-fields';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { propertyChoiceFrom } from '../../../lib/property-choice';
import { useRefreshSession } from '../../auth/api/session';
import { settingsApi } from '../api/settings-api';

export function ProfileCard({ profile }: { profile: Profile }) {
  const refreshSession = useRefreshSession();
  const form = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.fullName, ...propertyChoiceFrom(profile.propertyName) },
  });
  const choice = useWatch({ control: form.control, name: 'propertyChoice' });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await settingsApi.updateProfile({
        name: values.name,
        propertyName: resolvePropertyName(values),
        version: profile.version,
      });
      await refreshSession();
      form.reset(values);
      notify.success('Profile Updated!', 'Your profile has been saved.');
    } catch (error) {
      notify.error('Error updating profile', errorMessage(error));
    }
  });

  return (
    <Card>
      <CardHeader title="Profile" description="Your name and the place you rent." />
      <CardBody>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
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
          <Button type="submit" busy={isSubmitting} disabled={!isDirty}>
            Save Profile
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
