import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { forgetSession } from '../../auth/api/session';
import { settingsApi } from '../api/settings-api';

export function DeleteAccountCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const deleteAccount = async () => {
    setBusy(true);
    try {
      await settingsApi.deleteAccount();
      notify.success('Account Deleted', 'Your account and everything in it have been removed.');
      // Leave the protected page first: once the session is forgotten its guard would send the
      // page to sign-in instead of home.
      navigate('/', { replace: true, flushSync: true });
      forgetSession(queryClient);
    } catch (error) {
      notify.error(
        'Error Deleting Account',
        errorMessage(error, 'An unexpected error occurred. Please try again.'),
      );
      setBusy(false);
    }
  };

  return (
    <Card className="border-red-200">
      <CardHeader
        title="Data & Privacy"
        description="Delete your account and everything you have stored in Rentproof."
      />
      <CardBody>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete your account?"
          description="This permanently removes your account, properties, photos, maintenance records, documents and every other record. It cannot be undone."
          confirmLabel="Delete my account"
          busy={busy}
          onConfirm={deleteAccount}
        />
      </CardBody>
    </Card>
  );
}
