import { ConfirmDialog } from '#client/components/ui/alert-dialog';

/** The one confirmation before a share link is turned off, wherever links are listed. */
export function RevokeLinkDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      {...props}
      title="Turn this link off?"
      description="Whoever has it will see Access Denied from now on. This cannot be undone; you can create a new link at any time."
      confirmLabel="Revoke link"
    />
  );
}
