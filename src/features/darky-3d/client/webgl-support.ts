/** Whether this browser can draw WebGL at all (checked before the 3D chunk is downloaded). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    // Give the probe's context back at once: browsers cap how many a page may hold.
    (context as WebGLRenderingContext | null)?.getExtension('WEBGL_lose_context')?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}
