import { Camera, ImagePlus } from 'lucide-react';
import { PHOTO_CONTENT_TYPES, PHOTO_LIMITS_LABEL } from '#shared/photos/photo-schemas';
import { FileDropZone, useFileInput } from '#client/components/file-drop-zone';
import { Button } from '#client/components/ui/button';

const ACCEPT = PHOTO_CONTENT_TYPES.join(',');

/**
 * Choose photos from the device, take one with the camera (on phones the second button opens the
 * camera directly), or drop them here from the desktop. The accepted formats and limits are stated
 * under the buttons.
 */
export function PhotoPicker({
  onPick,
  disabled,
  id = 'photo-files',
}: {
  onPick: (files: File[]) => void;
  disabled?: boolean;
  id?: string;
}) {
  const files = useFileInput({ label: 'Photos', accept: ACCEPT, multiple: true, id, onChoose: onPick });
  const camera = useFileInput({ label: 'Camera', accept: ACCEPT, capture: 'environment', onChoose: onPick });
  return (
    <FileDropZone
      onChoose={onPick}
      disabled={disabled}
      className="space-y-2 rounded-lg"
      activeClassName="bg-accent-50 ring-2 ring-accent-500"
    >
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" disabled={disabled} onClick={files.open}>
          <ImagePlus className="size-4" aria-hidden />
          Choose photos
        </Button>
        <Button type="button" variant="secondary" disabled={disabled} onClick={camera.open}>
          <Camera className="size-4" aria-hidden />
          Take a photo
        </Button>
      </div>
      {files.input}
      {camera.input}
      <p className="text-sm text-slate-500">{PHOTO_LIMITS_LABEL}.</p>
    </FileDropZone>
  );
}
