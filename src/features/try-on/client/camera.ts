/** Opens the front camera on the visitor's request and says why it could not, in terms the page can explain. */
export type CameraProblem = 'denied' | 'no-device' | 'insecure' | 'busy';

export class CameraUnavailable extends Error {
  constructor(readonly problem: CameraProblem) {
    super(`camera unavailable: ${problem}`);
    this.name = 'CameraUnavailable';
  }
}

/** getUserMedia's error names (MDN) to what the visitor can do about them. */
export function cameraProblem(error: unknown, secureContext: boolean): CameraProblem {
  if (!secureContext) return 'insecure';
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'no-device';
  }
}

export async function openCamera(): Promise<MediaStream> {
  const secure = window.isSecureContext;
  if (!secure) throw new CameraUnavailable('insecure');
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraUnavailable('no-device');
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
    });
  } catch (error) {
    throw new CameraUnavailable(cameraProblem(error, secure));
  }
}

export function closeCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
