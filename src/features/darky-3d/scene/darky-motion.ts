/**
 * Darky's life, frame by frame: breathing, blinking, eyes and head following a target, the arrival wave,
 * the navigating hop and spin, listening and talking. Every motion that is not a direct answer to the
 * visitor stops when they ask for reduced motion.
 */
import type { DarkyParts } from './build-darky';
import type { MouthShape } from '../client/mouth-driver';

export type DarkyPose = 'idle' | 'talking' | 'listening' | 'navigating';

export interface MotionInput {
  pose: DarkyPose;
  /** Where to look, -1..1 from the centre of the view (x to the right, y up). */
  look: { x: number; y: number };
  /** Turn chosen by the visitor (drag or arrow keys), radians. */
  yaw: number;
  mouth: MouthShape;
  reducedMotion: boolean;
}

const WAVE_MS = 2200;
const BLINK_MS = 140;

/** Moves `current` toward `target` at a rate independent of the frame rate. */
function approach(current: number, target: number, rate: number, dtSeconds: number): number {
  return current + (target - current) * (1 - Math.exp(-rate * dtSeconds));
}

export class DarkyMotion {
  private clock = 0;
  private waveStartedAt = Number.NEGATIVE_INFINITY;
  private nextBlinkAt = 1800;
  private blinkStartedAt = Number.NEGATIVE_INFINITY;
  private navigatingSince = Number.NaN;
  private lookX = 0;
  private lookY = 0;
  private yaw = 0;
  private mouthOpen = 0;
  private mouthWidth = 0.8;

  constructor(private readonly parts: DarkyParts) {}

  wave(): void {
    this.waveStartedAt = this.clock;
  }

  get waving(): boolean {
    return this.clock - this.waveStartedAt < WAVE_MS;
  }

  update(dtMs: number, input: MotionInput): void {
    const dt = Math.min(dtMs, 100) / 1000;
    this.clock += Math.min(dtMs, 100);
    const t = this.clock / 1000;
    const { parts } = this;
    const still = input.reducedMotion;

    // Breathing: the body swells a little and the head bobs.
    const breath = still ? 0 : Math.sin(t * 2.1);
    parts.body.scale.set(1 + breath * 0.012, 1 + breath * 0.022, 1 + breath * 0.012);
    parts.head.position.y = 1.62 + breath * 0.025;
    parts.shadow.scale.set(1 - breath * 0.03, 0.55, 1);

    // Eyes lead, the head follows: a character looks at things with its eyes first.
    this.lookX = approach(this.lookX, input.look.x, 10, dt);
    this.lookY = approach(this.lookY, input.look.y, 10, dt);
    parts.eyes.forEach((eye, index) => {
      eye.position.x = (index === 0 ? -0.25 : 0.25) + this.lookX * 0.07;
      eye.position.y = 0.04 + this.lookY * 0.05;
    });
    parts.head.rotation.y = approach(parts.head.rotation.y, input.look.x * 0.38, 4, dt);
    parts.head.rotation.x = approach(parts.head.rotation.x, -input.look.y * 0.22, 4, dt);

    // Blinking at irregular moments.
    let eyeOpen = 1;
    if (!still) {
      if (this.clock >= this.nextBlinkAt) {
        this.blinkStartedAt = this.clock;
        this.nextBlinkAt = this.clock + 2200 + Math.random() * 3200;
      }
      const sinceBlink = this.clock - this.blinkStartedAt;
      if (sinceBlink < BLINK_MS) eyeOpen = 0.12 + 0.88 * Math.abs(Math.cos((sinceBlink / BLINK_MS) * Math.PI));
    }
    if (input.pose === 'listening') eyeOpen *= 1.15;
    parts.eyes.forEach((eye) => (eye.scale.y = 1.3 * eyeOpen));

    // Mouth: shape from the viseme driver, smoothed; with reduced motion a steady open mouth says "talking".
    const mouth = still && input.pose === 'talking' ? { open: 0.3, width: 1 } : input.mouth;
    this.mouthOpen = approach(this.mouthOpen, mouth.open, 28, dt);
    this.mouthWidth = approach(this.mouthWidth, mouth.width, 28, dt);
    parts.mouth.scale.set(this.mouthWidth, 1 + this.mouthOpen * 3.2, 1);

    // Arms: the wave raises the right arm and swings it; otherwise they hang and sway with the breath.
    const waving = !still && this.waving;
    const waveProgress = (this.clock - this.waveStartedAt) / WAVE_MS;
    const raise = waving ? Math.sin(Math.min(1, waveProgress * 4) * (Math.PI / 2)) * Math.sin(Math.min(1, (1 - waveProgress) * 4) * (Math.PI / 2)) : 0;
    parts.rightArm.rotation.z = 0.28 + raise * (2.3 + Math.sin(t * 11) * 0.35);
    parts.leftArm.rotation.z = -0.28 - breath * 0.04;
    if (waving) parts.head.rotation.z = approach(parts.head.rotation.z, -0.12 * raise, 6, dt);
    else parts.head.rotation.z = approach(parts.head.rotation.z, 0, 6, dt);

    // Navigating: a hop and a full turn, as if heading off to the next page; the antenna light pulses.
    if (input.pose === 'navigating') {
      if (Number.isNaN(this.navigatingSince)) this.navigatingSince = this.clock;
    } else this.navigatingSince = Number.NaN;
    const navigating = !Number.isNaN(this.navigatingSince);
    const navigatingT = navigating ? (this.clock - this.navigatingSince) / 1000 : 0;
    const hop = navigating && !still ? Math.abs(Math.sin(navigatingT * Math.PI * 2.2)) * 0.28 : 0;
    parts.body.position.y = hop;
    const spin = navigating && !still ? Math.min(1, navigatingT / 1.1) * Math.PI * 2 : 0;
    this.yaw = approach(this.yaw, input.yaw, still ? 30 : 9, dt);
    parts.root.rotation.y = this.yaw + spin;
    if (navigating && !still) {
      parts.leftArm.rotation.z = -0.28 - hop * 3;
      parts.rightArm.rotation.z = 0.28 + hop * 3;
    }
    const pulse = navigating ? 1.15 + Math.sin(navigatingT * 12) * (still ? 0 : 0.25) : 1;
    parts.antennaBall.scale.setScalar(pulse);

    // Listening: the antenna sways and a ring pulses out around the head.
    parts.listeningRing.visible = input.pose === 'listening';
    if (input.pose === 'listening') {
      const ring = still ? 0.6 : (t * 0.9) % 1;
      parts.listeningRing.scale.setScalar(0.95 + ring * 0.35);
      (parts.listeningRing.material as { opacity: number }).opacity = still ? 0.8 : 0.9 * (1 - ring);
      parts.antenna.rotation.z = still ? 0.1 : Math.sin(t * 7) * 0.18;
    } else {
      const talkingBob = input.pose === 'talking' && !still ? Math.sin(t * 9) * 0.06 : 0;
      parts.antenna.rotation.z = approach(parts.antenna.rotation.z, talkingBob, 8, dt);
    }
  }
}
