/** The leads' components for other features' pages: the lead form section and the feature landing around it. */
export { LeadFormSection } from './components/lead-form-section';
export { FeatureLanding } from './components/feature-landing';
