/** Darky 3D's entry for other pages: the home page's teaser. */
export { Darky3dTeaser } from './components/darky-3d-teaser';
