/** Draws the game on a 2D canvas in the brand's palette: lanes, falling items (pre-rendered sprites), Darky, effects. */
import { CATCH_LINE, FIELD_HEIGHT, LANES, multiplierFor, type GameEvent, type GameState, type ItemKind } from './simulation';

const BLUE = '#486bf5';
const GREEN = '#37ebca';
const DARK = '#212d40';
const SPAM = '#ff5a5f';
const GOLD = '#ffc94a';
const PINK = '#ff7eb6';

interface Floater {
  text: string;
  color: string;
  x: number;
  y: number;
  born: number;
}

interface Spark {
  x: number;
  y: number;
  vx: number;
  vy: number;
  color: string;
  born: number;
}

function roundedRect(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.roundRect(x, y, w, h, r);
}

/** One item drawn into its own small canvas once per size, then stamped every frame. */
function drawItem(g: CanvasRenderingContext2D, kind: ItemKind, s: number): void {
  const c = s / 2;
  g.lineJoin = 'round';
  g.lineCap = 'round';
  if (kind === 'lead') {
    // An envelope with a contact card: a lead coming in.
    g.shadowColor = GREEN;
    g.shadowBlur = s * 0.18;
    roundedRect(g, s * 0.1, s * 0.22, s * 0.8, s * 0.56, s * 0.1);
    g.fillStyle = GREEN;
    g.fill();
    g.shadowBlur = 0;
    g.strokeStyle = DARK;
    g.lineWidth = s * 0.06;
    g.beginPath();
    g.moveTo(s * 0.16, s * 0.3);
    g.lineTo(c, s * 0.54);
    g.lineTo(s * 0.84, s * 0.3);
    g.stroke();
  } else if (kind === 'spam') {
    // A spiky red blob with a warning mark.
    g.shadowColor = SPAM;
    g.shadowBlur = s * 0.2;
    g.beginPath();
    const spikes = 10;
    for (let i = 0; i <= spikes * 2; i++) {
      const angle = (i / (spikes * 2)) * Math.PI * 2;
      const radius = (i % 2 ? 0.3 : 0.42) * s;
      g.lineTo(c + Math.cos(angle) * radius, c + Math.sin(angle) * radius);
    }
    g.fillStyle = SPAM;
    g.fill();
    g.shadowBlur = 0;
    g.fillStyle = '#fff';
    g.font = `bold ${Math.round(s * 0.42)}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('!', c, c + s * 0.02);
  } else if (kind === 'star') {
    g.shadowColor = GOLD;
    g.shadowBlur = s * 0.25;
    g.beginPath();
    for (let i = 0; i <= 10; i++) {
      const angle = -Math.PI / 2 + (i / 10) * Math.PI * 2;
      const radius = (i % 2 ? 0.19 : 0.44) * s;
      g.lineTo(c + Math.cos(angle) * radius, c + Math.sin(angle) * radius);
    }
    g.fillStyle = GOLD;
    g.fill();
  } else {
    g.shadowColor = PINK;
    g.shadowBlur = s * 0.2;
    g.beginPath();
    g.moveTo(c, s * 0.8);
    g.bezierCurveTo(s * 0.05, s * 0.45, s * 0.2, s * 0.1, c, s * 0.32);
    g.bezierCurveTo(s * 0.8, s * 0.1, s * 0.95, s * 0.45, c, s * 0.8);
    g.fillStyle = PINK;
    g.fill();
  }
}

/** Darky (public/images/brand/darky.svg) drawn with paths, centred on (x, y), `w` wide. */
function drawDarky(g: CanvasRenderingContext2D, x: number, y: number, w: number, hurt: boolean, glow: number): void {
  const k = w / 200;
  g.save();
  g.translate(x - 100 * k, y - 100 * k);
  g.scale(k, k);
  if (glow > 0) {
    g.shadowColor = GREEN;
    g.shadowBlur = 30 * glow;
  }
  g.strokeStyle = '#cfd6ff';
  g.lineWidth = 5;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(100, 30);
  g.lineTo(100, 10);
  g.stroke();
  g.fillStyle = GREEN;
  g.beginPath();
  g.arc(100, 8, 8, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = hurt ? SPAM : BLUE;
  roundedRect(g, 28, 30, 144, 120, 60);
  g.fill();
  g.shadowBlur = 0;
  g.fillStyle = DARK;
  roundedRect(g, 48, 56, 104, 66, 33);
  g.fill();
  roundedRect(g, 14, 76, 16, 36, 8);
  g.fill();
  roundedRect(g, 170, 76, 16, 36, 8);
  g.fill();
  g.fillStyle = GREEN;
  g.beginPath();
  g.arc(78, 86, 12, 0, Math.PI * 2);
  g.arc(122, 86, 12, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = GREEN;
  g.beginPath();
  if (hurt) {
    g.moveTo(84, 112);
    g.quadraticCurveTo(100, 100, 116, 112);
  } else {
    g.moveTo(84, 106);
    g.quadraticCurveTo(100, 116, 116, 106);
  }
  g.stroke();
  g.fillStyle = hurt ? SPAM : BLUE;
  roundedRect(g, 64, 150, 72, 40, 20);
  g.fill();
  g.fillStyle = GREEN;
  g.beginPath();
  g.arc(100, 170, 8, 0, Math.PI * 2);
  g.fill();
  g.restore();
}

export class GameRenderer {
  private readonly g: CanvasRenderingContext2D;
  private width = 0;
  private height = 0;
  private dpr = 1;
  private sprites = new Map<ItemKind, HTMLCanvasElement>();
  private spriteSize = 0;
  private floaters: Floater[] = [];
  private sparks: Spark[] = [];
  private hurtUntil = 0;
  private glowUntil = 0;
  /** Darky's drawn position in lanes (eases toward the simulated lane). */
  private shownLane: number;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly reducedMotion: boolean,
    startLane: number,
    /** The heading font's family as the page resolved it (a canvas cannot read CSS variables). */
    private readonly fontFamily: string,
  ) {
    const context = canvas.getContext('2d', { alpha: false });
    if (!context) throw new Error('Canvas 2D is not available');
    this.g = context;
    this.shownLane = startLane;
  }

  resize(cssWidth: number, cssHeight: number, devicePixelRatio: number): void {
    this.dpr = Math.min(2, Math.max(1, devicePixelRatio));
    this.width = Math.max(1, Math.round(cssWidth));
    this.height = Math.max(1, Math.round(cssHeight));
    this.canvas.width = Math.round(this.width * this.dpr);
    this.canvas.height = Math.round(this.height * this.dpr);
    this.sprites.clear();
  }

  private laneWidth(): number {
    return this.width / LANES;
  }

  private laneX(lane: number): number {
    return (lane + 0.5) * this.laneWidth();
  }

  private toY(y: number): number {
    return (y / FIELD_HEIGHT) * this.height;
  }

  private sprite(kind: ItemKind): HTMLCanvasElement {
    const size = Math.round(Math.min(this.laneWidth() * 0.7, this.height * 0.085) * this.dpr);
    if (size !== this.spriteSize) {
      this.sprites.clear();
      this.spriteSize = size;
    }
    let sprite = this.sprites.get(kind);
    if (!sprite) {
      sprite = document.createElement('canvas');
      sprite.width = sprite.height = size;
      drawItem(sprite.getContext('2d')!, kind, size);
      this.sprites.set(kind, sprite);
    }
    return sprite;
  }

  /** Effects for what happened in the last steps (floating points, sparks, a red flash when hit). */
  react(events: readonly GameEvent[], state: GameState, now: number): void {
    const catchY = this.toY(CATCH_LINE);
    for (const event of events) {
      if (event.type === 'catch') {
        const color = event.kind === 'star' ? GOLD : event.kind === 'heart' ? PINK : GREEN;
        const multiplier = multiplierFor(state.combo);
        this.floaters.push({
          text: `+${event.points}${event.kind === 'lead' && multiplier > 1 ? ` x${multiplier}` : ''}`,
          color,
          x: this.laneX(event.lane),
          y: catchY - 40,
          born: now,
        });
        this.glowUntil = now + 180;
        if (!this.reducedMotion) {
          for (let i = 0; i < 10; i++) {
            const angle = (i / 10) * Math.PI * 2;
            this.sparks.push({ x: this.laneX(event.lane), y: catchY - 20, vx: Math.cos(angle) * 140, vy: Math.sin(angle) * 140 - 60, color, born: now });
          }
        }
      } else if (event.type === 'hit') {
        this.hurtUntil = now + 450;
      }
    }
    if (this.floaters.length > 24) this.floaters.splice(0, this.floaters.length - 24);
    if (this.sparks.length > 200) this.sparks.splice(0, this.sparks.length - 200);
  }

  /** `alpha`: how far (0..1) real time is between the last simulated tick and the next, to move items smoothly. */
  draw(state: GameState, alpha: number, now: number, frameSeconds: number): void {
    const g = this.g;
    const { width: w, height: h } = this;
    g.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);

    const background = g.createLinearGradient(0, 0, 0, h);
    background.addColorStop(0, '#17202e');
    background.addColorStop(1, DARK);
    g.fillStyle = background;
    g.fillRect(0, 0, w, h);

    // Lanes, and a grid that scrolls with the game's pace (still when motion is reduced).
    const laneWidth = this.laneWidth();
    g.fillStyle = 'rgba(72, 107, 245, 0.06)';
    for (let lane = 0; lane < LANES; lane += 2) g.fillRect(lane * laneWidth, 0, laneWidth, h);
    g.strokeStyle = 'rgba(255, 255, 255, 0.05)';
    g.lineWidth = 1;
    const gridStep = h / 12;
    const offset = this.reducedMotion ? 0 : ((state.tick + alpha) * (1 + state.level * 0.15) * 0.8) % gridStep;
    g.beginPath();
    for (let y = offset - gridStep; y < h; y += gridStep) {
      g.moveTo(0, y);
      g.lineTo(w, y);
    }
    g.stroke();

    // The catch line.
    const catchY = this.toY(CATCH_LINE);
    g.fillStyle = 'rgba(55, 235, 202, 0.12)';
    g.fillRect(0, catchY + 26, w, 3);

    for (const item of state.items) {
      const sprite = this.sprite(item.kind);
      const size = sprite.width / this.dpr;
      const y = this.toY(item.y + item.speed * (state.over ? 0 : alpha));
      g.drawImage(sprite, this.laneX(item.lane) - size / 2, y - size / 2, size, size);
    }

    // Darky eases to its lane in about 80 ms (jumps when motion is reduced).
    const ease = this.reducedMotion ? 1 : 1 - Math.exp(-frameSeconds * 28);
    this.shownLane += (state.lane - this.shownLane) * ease;
    if (Math.abs(state.lane - this.shownLane) < 0.01) this.shownLane = state.lane;
    const bob = this.reducedMotion ? 0 : Math.sin(now / 260) * 3;
    const darkyWidth = Math.min(laneWidth * 0.92, h * 0.14);
    const hurt = now < this.hurtUntil;
    const shake = hurt && !this.reducedMotion ? Math.sin(now / 18) * 4 : 0;
    drawDarky(g, (this.shownLane + 0.5) * laneWidth + shake, catchY + bob, darkyWidth, hurt, now < this.glowUntil ? 1 : 0);

    if (hurt) {
      g.fillStyle = `rgba(255, 90, 95, ${this.reducedMotion ? 0.12 : 0.22 * ((this.hurtUntil - now) / 450)})`;
      g.fillRect(0, 0, w, h);
    }

    for (const spark of this.sparks) {
      const age = (now - spark.born) / 1000;
      if (age > 0.5) continue;
      g.globalAlpha = 1 - age / 0.5;
      g.fillStyle = spark.color;
      g.fillRect(spark.x + spark.vx * age - 2, spark.y + spark.vy * age + 300 * age * age - 2, 4, 4);
    }
    this.sparks = this.sparks.filter((spark) => now - spark.born < 500);

    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.font = `700 ${Math.round(Math.max(14, laneWidth * 0.22))}px ${this.fontFamily}`;
    for (const floater of this.floaters) {
      const age = (now - floater.born) / 1000;
      if (age > 0.8) continue;
      g.globalAlpha = 1 - age / 0.8;
      g.fillStyle = floater.color;
      g.fillText(floater.text, floater.x, floater.y - (this.reducedMotion ? 0 : age * 60));
    }
    this.floaters = this.floaters.filter((floater) => now - floater.born < 800);
    g.globalAlpha = 1;
  }
}
