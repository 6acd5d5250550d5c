/** The texts the 3D views show, handed from the server page (kept out of every page's client messages). */
export type FallbackReason = 'no-webgl' | 'context-lost' | 'slow' | 'error';

export interface Darky3dViewerLabels {
  stage: string;
  /** The poster's button that loads the 3D on request (the landing). */
  show: string;
  turn: string;
  /** "{degrees}" is replaced by the turn in degrees. */
  turnValue: string;
  turnHint: string;
  loading: string;
  fallback: Record<FallbackReason, string>;
}

export interface Darky3dChatLabels extends Darky3dViewerLabels {
  chatTitle: string;
}
