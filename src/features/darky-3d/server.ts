/** Darky 3D's server-side entry: its labels in the page's language. */
export { darky3dLabels } from './darky-3d-labels.server';
