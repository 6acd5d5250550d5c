/**
 * Where Darky should look: the pointer while it moves, otherwise the control that has keyboard focus,
 * as -1..1 offsets from the centre of his view. Returns a stop function.
 */
export type LookTarget = { x: number; y: number };

const clamp = (value: number) => Math.max(-1, Math.min(1, value));

export function offsetFrom(view: DOMRect, point: { x: number; y: number }, viewport: { width: number; height: number }): LookTarget {
  const centreX = view.left + view.width / 2;
  const centreY = view.top + view.height * 0.4;
  // Half the viewport away is "looking fully to that side".
  return { x: clamp((point.x - centreX) / (viewport.width / 2)), y: clamp(-(point.y - centreY) / (viewport.height / 2)) };
}

export function followLookTarget(view: HTMLElement, onChange: (target: LookTarget) => void): () => void {
  const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
  const onPointerMove = (event: PointerEvent) => onChange(offsetFrom(view.getBoundingClientRect(), { x: event.clientX, y: event.clientY }, viewport()));
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === view) {
      onChange({ x: 0, y: 0 });
      return;
    }
    const box = target.getBoundingClientRect();
    onChange(offsetFrom(view.getBoundingClientRect(), { x: box.left + box.width / 2, y: box.top + box.height / 2 }, viewport()));
  };
  const onLeave = () => onChange({ x: 0, y: 0 });
  window.addEventListener('pointermove', onPointerMove, { passive: true });
  document.addEventListener('focusin', onFocusIn);
  document.documentElement.addEventListener('pointerleave', onLeave);
  return () => {
    window.removeEventListener('pointermove', onPointerMove);
    document.removeEventListener('focusin', onFocusIn);
    document.documentElement.removeEventListener('pointerleave', onLeave);
  };
}
