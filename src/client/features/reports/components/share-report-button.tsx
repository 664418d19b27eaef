import { useQueryClient } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import type { ReportOptions } from '../../../../shared/reports/report-schemas';
import { VERIFICATION_EXPIRY_DAYS } from '../../../../shared/verification/verification-schemas';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { copyToClipboard } from '../../../lib/clipboard';
import { notify } from '../../../lib/notify';
import { SHARE_LINKS_KEY, verificationApi } from '../../verification/api/verification-api';

/** Creates an expiring link to the report as it is shown, and copies it. */
export function ShareReportButton({ options }: { options: ReportOptions }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      const { url } = await verificationApi.shareReport(options);
      await queryClient.invalidateQueries({ queryKey: SHARE_LINKS_KEY });
      const expiry = `It expires in ${VERIFICATION_EXPIRY_DAYS} days; turn it off any time under Verification.`;
      if (await copyToClipboard(url)) notify.success('Link Generated & Copied!', expiry);
      else notify.info('Link Generated', `${url} — ${expiry}`);
    } catch (error) {
      notify.error('Failed to create link', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={share}>
      <Share2 className="size-4" aria-hidden />
      Share
    </Button>
  );
}
