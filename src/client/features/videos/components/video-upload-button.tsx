import { Video as VideoIcon } from 'lucide-react';
import { useState } from 'react';
import {
  VIDEO_ACCEPT,
  VIDEO_LIMITS_LABEL,
  VIDEO_MAX_BYTES,
  VIDEO_MESSAGES,
} from '#shared/videos/video-schemas';
import { useFileInput } from '#client/components/file-drop-zone';
import { UploadProgress } from '#client/components/upload-progress';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';

/**
 * Chooses one clip and sends it with `upload` (the caller's, which knows the place, stage and area),
 * showing its progress and, when it is refused, why. The limits are stated beside the button.
 */
export function VideoUploadButton({
  upload,
  onUploaded,
  disabled,
  label = 'Add video',
}: {
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  onUploaded?: () => unknown;
  disabled?: boolean;
  label?: string;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async ([file]: File[]) => {
    if (!file) return;
    setProblem(null);
    // Said before a long upload rather than after it.
    if (file.size > VIDEO_MAX_BYTES) return setProblem(VIDEO_MESSAGES.tooLarge);
    setProgress(0);
    try {
      await upload(file, setProgress);
      notify.success('Video added', `${file.name} was received and fingerprinted.`);
      await onUploaded?.();
    } catch (error) {
      setProblem(errorMessage(error, 'The video could not be uploaded. Please try again.'));
    } finally {
      setProgress(null);
    }
  };
  const input = useFileInput({ label, accept: VIDEO_ACCEPT, onChoose: (files) => void send(files) });
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="secondary"
          busy={progress !== null}
          disabled={disabled}
          onClick={input.open}
        >
          <VideoIcon className="size-4" aria-hidden />
          {progress === null ? label : 'Uploading video…'}
        </Button>
        <span className="text-sm text-slate-500">{VIDEO_LIMITS_LABEL}.</span>
      </div>
      {input.input}
      {progress !== null && <UploadProgress fraction={progress} label="Video upload progress" />}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
