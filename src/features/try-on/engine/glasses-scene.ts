/**
 * The three.js overlay: an orthographic camera the size of the picture, the chosen glasses, and the
 * depth-only head behind them, placed from the smoothed face pose every frame.
 */
import * as THREE from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import type { FrameColour, FrameShape } from '@/content/schemas';
import type { FacePose } from '../pose/face-pose';
import { buildGlasses, buildHeadOccluder, type GlassesModel } from './glasses-models';

export class GlassesScene {
  readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly camera = new THREE.OrthographicCamera(0, 1, 1, 0, -10_000, 10_000);
  /** Follows the head: the glasses and the occluder move together. */
  private readonly head = new THREE.Group();
  private glasses: GlassesModel | undefined;
  private readonly environment: THREE.Texture;

  constructor(canvas: HTMLCanvasElement) {
    // preserveDrawingBuffer: the snapshot reads the last drawn frame.
    this.renderer = new THREE.WebGLRenderer({ canvas, alpha: true, antialias: true, preserveDrawingBuffer: true, powerPreference: 'low-power' });
    this.renderer.setClearColor(0x000000, 0);
    this.renderer.outputColorSpace = THREE.SRGBColorSpace;
    const pmrem = new THREE.PMREMGenerator(this.renderer);
    this.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
    pmrem.dispose();
    this.scene.environment = this.environment;
    this.scene.add(new THREE.HemisphereLight(0xffffff, 0x444444, 0.8));
    const key = new THREE.DirectionalLight(0xffffff, 1.4);
    key.position.set(0.3, 1, 1);
    this.scene.add(key);
    this.head.add(buildHeadOccluder());
    this.head.visible = false;
    this.scene.add(this.head);
  }

  /** The drawing buffer matches the picture's pixels; CSS scales the canvas over it. */
  setPictureSize(width: number, height: number): void {
    this.renderer.setPixelRatio(1);
    this.renderer.setSize(width, height, false);
    this.camera.left = 0;
    this.camera.right = width;
    this.camera.top = height;
    this.camera.bottom = 0;
    this.camera.updateProjectionMatrix();
  }

  setFrame(shape: FrameShape, colour: FrameColour): void {
    if (this.glasses) {
      this.head.remove(this.glasses.group);
      this.glasses.dispose();
    }
    this.glasses = buildGlasses(shape, colour);
    this.head.add(this.glasses.group);
  }

  /** null hides the glasses (no face in view). */
  place(pose: Pick<FacePose, 'anchor' | 'eyeDistance' | 'rotation'> | null): void {
    if (!pose) {
      this.head.visible = false;
      return;
    }
    this.head.visible = true;
    this.head.position.set(...pose.anchor);
    this.head.scale.setScalar(pose.eyeDistance);
    this.head.quaternion.set(...pose.rotation);
  }

  render(): void {
    this.renderer.render(this.scene, this.camera);
  }

  dispose(): void {
    this.glasses?.dispose();
    this.environment.dispose();
    this.renderer.dispose();
  }
}
