import { Camera, Flashlight, FolderOpen, RotateCcw, SkipForward, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import type { ShotPhoto } from '#shared/walkthroughs/walkthrough-schemas';
import { UploadProgress } from '#client/components/upload-progress';
import { cn } from '#client/lib/cn';
import type { CameraState } from './use-camera';

export const GHOST_OPACITY_DEFAULT = 40;

// Both the camera and the ghost are fitted whole into the same box, so what the renter lines up
// is the whole frame the shutter keeps, and the ghost's edges fall where the photo's will.
const FITTED = 'absolute inset-0 size-full object-contain';

/** The shot's room and name, how far the room is, the torch where the device has one, and Close. */
export function CameraHeader({
  title,
  progress,
  torch,
  onTorch,
}: {
  title: string;
  progress: string;
  torch: { available: boolean; on: boolean };
  onTorch: () => void;
}) {
  return (
    <div className="flex items-start gap-2 px-4 pb-2 pt-[max(0.75rem,env(safe-area-inset-top))]">
      <div className="min-w-0 flex-1">
        <DialogPrimitive.Title className="truncate text-lg font-semibold">{title}</DialogPrimitive.Title>
        <DialogPrimitive.Description className="text-sm text-slate-300">
          {progress}
        </DialogPrimitive.Description>
      </div>
      {torch.available && (
        <button
          type="button"
          aria-pressed={torch.on}
          onClick={onTorch}
          className={cn(
            'flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium ring-1 ring-white/40',
            torch.on && 'bg-white text-slate-900',
          )}
        >
          <Flashlight className="size-4" aria-hidden />
          Torch
        </button>
      )}
      <DialogPrimitive.Close
        className="flex size-11 items-center justify-center rounded-md hover:bg-white/10"
        aria-label="Close the camera"
      >
        <X className="size-5" aria-hidden />
      </DialogPrimitive.Close>
    </div>
  );
}

/** The live camera, the move-in ghost over it, or the photo just taken for review. */
export function Viewfinder({
  videoRef,
  camera,
  shotName,
  ghost,
  review,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  camera: CameraState;
  shotName: string;
  ghost: { photo: ShotPhoto; opacity: number } | null;
  review: string | null;
}) {
  return (
    <div className="relative min-h-0 flex-1 bg-black">
      <video ref={videoRef} playsInline muted autoPlay aria-label="Camera view" className={FITTED} />
      {ghost && !review && (
        <img
          src={ghost.photo.urls.large}
          alt={`Move-in photo of ${shotName} as a guide`}
          data-testid="ghost-overlay"
          className={cn(FITTED, 'pointer-events-none')}
          style={{ opacity: ghost.opacity / 100 }}
        />
      )}
      {review && <img src={review} alt={`Your photo of ${shotName}`} className={cn(FITTED, 'bg-black')} />}
      {camera.status === 'unavailable' && !review && (
        <p role="alert" className="absolute inset-x-4 top-4 rounded-lg bg-white p-4 text-sm text-slate-900">
          {camera.message}
        </p>
      )}
    </div>
  );
}

/** The move-in photo's ghost: on or off, and how strongly it shows. */
export function GhostControls({
  on,
  opacity,
  onToggle,
  onOpacity,
}: {
  on: boolean;
  opacity: number;
  onToggle: () => void;
  onOpacity: (opacity: number) => void;
}) {
  return (
    <div className="flex items-center gap-3 px-4 pt-3">
      <button
        type="button"
        aria-pressed={on}
        onClick={onToggle}
        className={cn(
          'min-h-11 rounded-md px-3 text-sm font-medium ring-1 ring-white/40',
          on ? 'bg-white text-slate-900' : 'text-white',
        )}
      >
        Ghost
      </button>
      <label htmlFor="ghost-opacity" className="shrink-0 text-sm">
        Ghost opacity
      </label>
      <input
        id="ghost-opacity"
        type="range"
        min={0}
        max={100}
        step={5}
        value={opacity}
        disabled={!on}
        aria-valuetext={`${opacity} %`}
        onChange={(event) => onOpacity(Number(event.target.value))}
        className="min-h-11 min-w-0 flex-1 accent-white"
      />
      <span aria-hidden className="w-12 text-right text-sm tabular-nums">
        {opacity} %
      </span>
    </div>
  );
}

const BAR_BUTTON =
  'flex min-h-11 min-w-11 flex-col items-center justify-center gap-1 rounded-md px-2 text-xs font-medium text-white hover:bg-white/10 disabled:opacity-50';

function BarButton({
  icon,
  label,
  onClick,
  disabled,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className={BAR_BUTTON} onClick={onClick} disabled={disabled}>
      {icon}
      {label}
    </button>
  );
}

/** Skip, the shutter and the system's own picker, within a thumb's reach at the bottom. */
export function ShutterBar({
  canShoot,
  busy,
  onSkip,
  onShoot,
  onChoose,
}: {
  canShoot: boolean;
  busy: boolean;
  onSkip: () => void;
  onShoot: () => void;
  onChoose: () => void;
}) {
  return (
    <div className="grid grid-cols-3 items-center px-4 py-4">
      <div className="justify-self-start">
        <BarButton
          icon={<SkipForward className="size-5" aria-hidden />}
          label="Skip"
          onClick={onSkip}
          disabled={busy}
        />
      </div>
      <button
        type="button"
        onClick={onShoot}
        disabled={!canShoot || busy}
        aria-label="Take photo"
        className="size-18 justify-self-center rounded-full border-4 border-white bg-white/90 ring-4 ring-white/30 hover:bg-white disabled:opacity-40"
      >
        <Camera className="mx-auto size-7 text-slate-900" aria-hidden />
      </button>
      <div className="justify-self-end">
        <BarButton
          icon={<FolderOpen className="size-5" aria-hidden />}
          label="Choose file"
          onClick={onChoose}
          disabled={busy}
        />
      </div>
    </div>
  );
}

/** The photo just taken: keep it (and send it) or take it again. */
export function ReviewBar({
  progress,
  error,
  onRetake,
  onUse,
}: {
  progress: number | null;
  error: string | null;
  onRetake: () => void;
  onUse: () => void;
}) {
  const sending = progress !== null;
  return (
    <div className="space-y-3 px-4 py-4">
      {sending && <UploadProgress fraction={progress} label="Uploading the photo" />}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={onRetake}
          disabled={sending}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md text-sm font-medium text-white ring-1 ring-white/40 hover:bg-white/10 disabled:opacity-50"
        >
          <RotateCcw className="size-4" aria-hidden />
          Retake
        </button>
        <button
          type="button"
          onClick={onUse}
          disabled={sending}
          aria-busy={sending || undefined}
          className="min-h-12 rounded-md bg-white text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
        >
          {sending ? 'Uploading…' : 'Use photo'}
        </button>
      </div>
    </div>
  );
}
