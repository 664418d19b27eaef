import { Camera, ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { PHOTO_CONTENT_TYPES, PHOTO_LIMITS_LABEL } from '#shared/photos/photo-schemas';
import { Button } from '#client/components/ui/button';

/**
 * Choose photos from the device, or take one with the camera (on phones the second button opens
 * the camera directly). The accepted formats and limits are stated under the buttons.
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
  const cameraInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const accept = PHOTO_CONTENT_TYPES.join(',');
  const pick = (input: HTMLInputElement | null) => {
    if (!input?.files?.length) return;
    // Copied before the input is cleared: clearing it empties its live FileList.
    onPick([...input.files]);
    input.value = '';
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={disabled}
          onClick={() => filesInput.current?.click()}
        >
          <ImagePlus className="size-4" aria-hidden />
          Choose photos
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={disabled}
          onClick={() => cameraInput.current?.click()}
        >
          <Camera className="size-4" aria-hidden />
          Take a photo
        </Button>
      </div>
      <input
        ref={filesInput}
        id={id}
        type="file"
        accept={accept}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Photos"
        onChange={() => pick(filesInput.current)}
      />
      <input
        ref={cameraInput}
        type="file"
        accept={accept}
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label="Camera"
        onChange={() => pick(cameraInput.current)}
      />
      <p className="text-sm text-slate-500">{PHOTO_LIMITS_LABEL}.</p>
    </div>
  );
}
