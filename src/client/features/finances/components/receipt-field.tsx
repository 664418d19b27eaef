import { Paperclip } from 'lucide-react';
import { useFileInput } from '#client/components/file-drop-zone';
import { Button } from '#client/components/ui/button';
import { useAction } from '#client/lib/use-action';
import { documentsApi } from '#client/features/documents';
import type { TransactionFormValues } from './use-transaction-form';

type Receipt = TransactionFormValues['receipt'];

/** The transaction's receipt: a file stored in the Document Hub and linked, or removed again. */
export function ReceiptField({
  receipt,
  onChange,
  onAttachingChange,
}: {
  receipt: Receipt;
  onChange: (receipt: Receipt) => void;
  onAttachingChange: (attaching: boolean) => void;
}) {
  const attach = useAction({
    run: (file: File) => {
      onAttachingChange(true);
      return documentsApi.upload(file, () => {}).finally(() => onAttachingChange(false));
    },
    onSuccess: (document) =>
      onChange({ id: document.id, fileName: document.fileName, downloadUrl: document.downloadUrl }),
    failureTitle: 'Upload failed',
  });

  const chooser = useFileInput({ label: 'Receipt file', onChoose: ([file]) => file && attach.mutate(file) });

  return (
    <div className="space-y-2 sm:col-span-2">
      <p className="text-sm font-medium text-slate-800">Receipt</p>
      {receipt ? (
        <div className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm">
          <span className="truncate">{receipt.fileName}</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="min-h-11"
          busy={attach.isPending}
          onClick={chooser.open}
        >
          <Paperclip className="size-4" aria-hidden />
          Attach receipt
        </Button>
      )}
      {chooser.input}
    </div>
  );
}
