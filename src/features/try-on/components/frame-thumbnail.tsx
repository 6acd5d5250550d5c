/** A flat drawing of a frame's front in one of its colours, from the same outlines as its 3D model. */
import type { FrameColour, FrameShape } from '@/content/schemas';
import { frontSvgPath } from '../frame-outlines';

export function FrameThumbnail({ shape, colour, className }: { shape: FrameShape; colour: FrameColour; className?: string }) {
  const { lenses, rims, viewBox } = frontSvgPath(shape);
  return (
    <svg viewBox={viewBox} className={className} aria-hidden="true" focusable="false">
      <path d={rims} fill={colour.frame} fillRule="evenodd" stroke="#00000022" strokeWidth="1" />
      <path d={lenses} fill={colour.lens} fillOpacity={Math.max(0.18, colour.lensOpacity)} />
    </svg>
  );
}
