/**
 * A drawing of a frame in one of its colours, from the same model as its 3D try-on (frame-outlines.ts): the front
 * with its bend, the bridge and, seen from a little above, the temples back to the ears (`temples={false}`: the
 * front alone, for small swatches).
 */
import { useId } from 'react';
import type { FrameColour, FrameShape } from '@/content/schemas';
import { frameDrawing } from '../frame-outlines';

export function FrameThumbnail({
  shape,
  colour,
  className,
  temples = true,
}: {
  shape: FrameShape;
  colour: FrameColour;
  className?: string;
  temples?: boolean;
}) {
  const drawing = frameDrawing(shape, temples ? 22 : 0);
  const fadeId = useId();
  return (
    <svg viewBox={drawing.viewBox} className={className} aria-hidden="true" focusable="false" data-shape={shape}>
      {drawing.temples ? (
        <>
          {/* The temples' tips fade out behind the ears, as on the 3D model. */}
          <defs>
            <linearGradient id={fadeId} gradientUnits="userSpaceOnUse" x1="0" y1={drawing.temples.bottom} x2="0" y2={drawing.temples.top}>
              <stop offset="0.35" stopColor={colour.frame} />
              <stop offset="1" stopColor={colour.frame} stopOpacity="0.25" />
            </linearGradient>
          </defs>
          {drawing.temples.paths.map((path) => (
            <path
              key={path}
              d={path}
              data-part="temple"
              fill="none"
              stroke={`url(#${fadeId})`}
              strokeWidth={drawing.temples!.width}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ))}
        </>
      ) : null}
      <path d={drawing.rims} data-part="rims" fill={colour.frame} fillRule="evenodd" stroke="#00000022" strokeWidth="1" />
      <path d={drawing.lenses} fill={colour.lens} fillOpacity={Math.max(0.18, colour.lensOpacity)} />
      {drawing.bridge ? (
        <path d={drawing.bridge.path} data-part="bridge" fill="none" stroke={colour.frame} strokeWidth={drawing.bridge.width} strokeLinecap="round" />
      ) : null}
    </svg>
  );
}
