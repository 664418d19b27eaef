import { useCallback, useEffect, useRef, useState } from 'react';

// The rear camera where there is one, at a size good enough for evidence (4:3, as phones shoot).
const CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1440 } },
  audio: false,
};

/** A torch is not in the DOM's types yet: Chrome on Android reports and takes it. */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };
type TorchConstraints = MediaTrackConstraintSet & { torch?: boolean };

export type CameraState =
  { status: 'starting' } | { status: 'live' } | { status: 'unavailable'; message: string };

function unavailableMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const reason =
    name === 'NotAllowedError'
      ? 'permission to use it was refused. You can allow it in your browser’s site settings'
      : name === 'NotFoundError' || name === 'OverconstrainedError'
        ? 'this device has no camera it can use'
        : name === 'NotReadableError'
          ? 'another app is using it'
          : 'this browser does not offer it here';
  return `Rentproof cannot use the camera: ${reason}. You can choose a photo instead.`;
}

/**
 * The live camera in `videoRef` while `active`: started when the view opens and when the page is
 * shown again, every track stopped when it closes or the page hides, so the camera light never
 * stays on behind the person's back.
 */
export function useCamera(active: boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<MediaStreamTrack | null>(null);
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const [torch, setTorch] = useState({ available: false, on: false });

  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | null = null;
    // Each start counts: a stream that arrives after a newer start or a stop is stopped at once.
    let generation = 0;
    const stop = () => {
      generation += 1;
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
      trackRef.current = null;
      setTorch({ available: false, on: false });
    };
    const start = async () => {
      const mine = ++generation;
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({ status: 'unavailable', message: unavailableMessage(null) });
        return;
      }
      try {
        const opened = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
        if (mine !== generation) return opened.getTracks().forEach((track) => track.stop());
        stream = opened;
        const [track] = opened.getVideoTracks();
        trackRef.current = track ?? null;
        const capabilities = track?.getCapabilities?.() as TorchCapabilities | undefined;
        setTorch({ available: capabilities?.torch === true, on: false });
        const video = videoRef.current;
        if (video) {
          video.srcObject = opened;
          void video.play().catch(() => undefined);
        }
        setState({ status: 'live' });
      } catch (error) {
        if (mine === generation) setState({ status: 'unavailable', message: unavailableMessage(error) });
      }
    };
    const onVisibility = () => (document.hidden ? stop() : void start());
    void start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [active]);

  const toggleTorch = useCallback(async () => {
    const track = trackRef.current;
    if (!track) return;
    const on = !torch.on;
    const advanced: TorchConstraints[] = [{ torch: on }];
    await track.applyConstraints({ advanced }).then(
      () => setTorch({ available: true, on }),
      () => setTorch({ available: false, on: false }),
    );
  }, [torch.on]);

  /**
   * The frame on screen at the camera's own size, as a JPEG file called `name`, dated now; null if
   * no frame has arrived yet.
   */
  const capture = useCallback(async (name: string): Promise<File | null> => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
    return blob && new File([blob], name, { type: 'image/jpeg', lastModified: Date.now() });
  }, []);

  return { videoRef, state, torch, toggleTorch, capture };
}
